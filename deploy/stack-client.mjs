// What the deployment checks (check.mjs, pooler-check.mjs) do as a client of a running stack.

/** One JSON line, as the app logs. */
export const say = (msg) => console.log(JSON.stringify({ msg }));

/** Waits until `url` answers /readyz with 200 (the processes migrate and start together). */
export async function waitUntilReady(url, seconds = 90) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} was not ready within ${seconds} s`);
    await new Promise((wait) => setTimeout(wait, 500));
  }
}

/** The administrator of ADMIN_EMAIL and ADMIN_PASSWORD signed in at `url`: their Authorization header. */
export async function signInAdmin(url) {
  const response = await fetch(`${url}/api/auth/admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
  });
  if (response.status !== 200)
    throw new Error(`admin sign-in failed: ${response.status} ${await response.text()}`);
  return `Bearer ${(await response.json()).sessionId}`;
}
