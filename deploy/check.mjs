#!/usr/bin/env node
// Checks a running deploy/start.sh stack from outside, as its users would reach it: an administrator signs in
// through nginx, uploads a file through nginx, and every app process reads the same session and the same bytes.
//
//   node deploy/check.mjs http://127.0.0.1:8080 3101 3102 3103   (ADMIN_EMAIL and ADMIN_PASSWORD set)
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { say, signInAdmin, waitUntilReady } from './stack-client.mjs';

const [front, ...ports] = process.argv.slice(2);
const { ADMIN_EMAIL, ADMIN_PASSWORD } = process.env;
if (!front || ports.length === 0 || !ADMIN_EMAIL || !ADMIN_PASSWORD) {
  console.error('usage: ADMIN_EMAIL=... ADMIN_PASSWORD=... node deploy/check.mjs FRONT_URL PORT...');
  process.exit(2);
}
const processes = ports.map((port) => `http://127.0.0.1:${port}`);
for (const url of [...processes, front]) await waitUntilReady(url);
say(`${processes.length} processes and nginx are ready`);

const authorization = await signInAdmin(front);
say('signed in through nginx');

const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(300 * 1024), Buffer.from('\n%%EOF\n')]);
const form = new FormData();
form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'deploy-check.pdf');
const upload = await fetch(`${front}/api/files?purpose=document`, {
  method: 'POST',
  headers: { authorization },
  body: form,
});
assert.equal(upload.status, 201, await upload.clone().text());
const { storageId } = await upload.json();
say(`uploaded ${pdf.length} bytes through nginx as ${storageId}`);

for (const url of [...processes, front]) {
  const me = await fetch(`${url}/api/auth/me`, { headers: { authorization } });
  assert.equal(me.status, 200, `${url} does not know the session`);
  const read = await fetch(`${url}/api/files/${storageId}`, { headers: { authorization } });
  assert.equal(read.status, 200, `${url} cannot read the file`);
  assert.ok(Buffer.from(await read.arrayBuffer()).equals(pdf), `${url} answered other bytes`);
}
say(`every process (${ports.join(', ')}) and nginx read the same session and the same bytes`);

// Live updates across processes: a stream opened through nginx (whichever process it lands on) hears an access
// request made directly on each process in turn, through PostgreSQL LISTEN/NOTIFY and past nginx's buffers.
{
  const ticket = await fetch(`${front}/api/events/ticket`, { method: 'POST', headers: { authorization } });
  assert.equal(ticket.status, 200, await ticket.clone().text());
  const stream = await fetch(`${front}/api/events?ticket=${(await ticket.json()).ticket}`);
  assert.equal(stream.status, 200);
  const reader = stream.body.getReader();
  const decoder = new TextDecoder();
  let heard = '';
  // The answer to a request for access carries no id (it says nothing about the address), so what is listened for
  // is one more access-request event than heard so far.
  const accessEvents = () => heard.split('"kind":"access-requests"').length - 1;
  const hear = async (count, withinMs) => {
    const deadline = Date.now() + withinMs;
    while (accessEvents() < count) {
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`the stream did not carry access request ${count} within ${withinMs} ms`);
      const chunk = await Promise.race([
        reader.read(),
        new Promise((resolve) => setTimeout(() => resolve({ timedOut: true }), left)),
      ]);
      if (chunk.done) throw new Error('the stream ended');
      if (chunk.value) heard += decoder.decode(chunk.value, { stream: true });
    }
  };
  for (const [index, url] of processes.entries()) {
    const started = Date.now();
    const request = await fetch(`${url}/api/access-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: `Deploy Check ${index}`,
        email: `deploy-check-${index}-${randomBytes(3).toString('hex')}@hub.test`,
        unitNumber: 'D-1',
        mobile: '',
      }),
    });
    assert.equal(request.status, 201, await request.clone().text());
    // Generous for a loaded machine: what is checked is that it arrives, the figure is what is printed.
    await hear(index + 1, 10_000);
    say(`an access request made on ${url} reached the stream through nginx in ${Date.now() - started} ms`);
  }
  await reader.cancel();
}

// The probes answer through nginx; metrics do not (only to loopback on each process, or METRICS_TOKEN).
assert.equal((await fetch(`${front}/healthz`)).status, 200);
assert.equal((await fetch(`${front}/metrics`)).status, 404);
assert.equal((await fetch(`${processes[0]}/metrics`)).status, 200);
say('deployment check passed');
