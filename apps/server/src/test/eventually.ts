/**
 * Waits until `check` holds, asking again every `everyMs`: for what another process or the job queue makes true
 * at a time of its own. Past `timeoutMs` it fails, naming `what` did not happen: a hang to find, not a speed.
 */
export async function eventually(
  check: () => Promise<boolean> | boolean,
  what: string,
  { timeoutMs = 30_000, everyMs = 50 }: { timeoutMs?: number; everyMs?: number } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((wait) => setTimeout(wait, everyMs));
  }
}
