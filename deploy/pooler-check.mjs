#!/usr/bin/env node
// Checks a deploy/start.sh stack of two processes behind nginx, the second of them reaching PostgreSQL through
// PgBouncer in transaction mode (deploy/pooler-test.sh): a burst of varied searches answers without an error, and
// a job created through one process is seen by the other within a second.
//
//   node deploy/pooler-check.mjs MODE FRONT_URL DIRECT_PORT POOLED_PORT   (ADMIN_EMAIL and ADMIN_PASSWORD set)
//
// MODE `direct-url`: the pooled process has DATABASE_DIRECT_URL, so its change bus listens and its caches work.
// MODE `no-direct-url`: it has none, so it runs with the bus and every cache off, and must say so on /readyz.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { say, signInAdmin, waitUntilReady } from './stack-client.mjs';

const [mode, front, directPort, pooledPort] = process.argv.slice(2);
if (!['direct-url', 'no-direct-url'].includes(mode) || !pooledPort) {
  console.error(
    'usage: node deploy/pooler-check.mjs direct-url|no-direct-url FRONT_URL DIRECT_PORT POOLED_PORT',
  );
  process.exit(2);
}
const direct = `http://127.0.0.1:${directPort}`;
const pooled = `http://127.0.0.1:${pooledPort}`;
const SEARCHES = Number(process.env.POOLER_CHECK_SEARCHES ?? 2000);
const CLIENTS = 20;
/** The bar: a change made through one process seen by the other within a second. */
const SEEN_WITHIN_MS = 1000;

for (const url of [direct, pooled, front]) await waitUntilReady(url);
const readiness = await (await fetch(`${pooled}/readyz`)).json();
if (mode === 'direct-url') {
  assert.deepEqual(readiness, { status: 'ready' });
} else {
  assert.equal(readiness.status, 'ready');
  assert.match(readiness.warnings?.[0] ?? '', /^change bus off: .*caches are off/);
}
say(`the pooled process is ready: ${JSON.stringify(readiness)}`);
const authorization = await signInAdmin(front);

// Words most descriptions hold, rarer ones, a typo (a search that finds nothing goes through the typo lookup),
// and numbers: most word-and-number pairs find nothing, as in the mix.
const WORDS = ['team', 'growth', 'engineer', 'analyst', 'pipeline', 'ledger', 'enginer', 'grwoth', 'harbour'];
const run = randomBytes(3).toString('hex');
const newJob = (title) => ({
  title,
  company: 'Pooler Check Ltd',
  posterRole: 'CEO',
  description: `A growth role in a small team ${run}.`,
  contactEmail: 'jobs@pooler-check.test',
  contactPhone: '+20 100 000 0000',
});
async function createJob(url, title) {
  const response = await fetch(`${url}/api/admin/jobs`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(newJob(title)),
  });
  assert.equal(response.status, 201, await response.clone().text());
  return (await response.json()).id;
}
for (let index = 0; index < 24; index++) {
  const word = WORDS[index % 6];
  await createJob(index % 2 ? direct : pooled, `${word[0].toUpperCase()}${word.slice(1)} Lead ${index * 7}`);
}

/** The titles a list of jobs answers for `search`, read from `url`. */
async function titlesFor(url, search) {
  const response = await fetch(`${url}/api/jobs?search=${encodeURIComponent(search)}`, {
    headers: { authorization },
  });
  assert.equal(response.status, 200, await response.clone().text());
  return (await response.json()).items.map((job) => job.title);
}

// The burst: CLIENTS at once through nginx, each search different (word, number, page).
{
  const statuses = new Map();
  const failures = [];
  let next = 0;
  let empty = 0;
  const started = performance.now();
  const client = async () => {
    while (next < SEARCHES) {
      const index = next++;
      const word = WORDS[index % WORDS.length];
      const search = index % 3 ? `${word} ${(index * 13) % 170}` : word;
      const url = `${front}/api/jobs?search=${encodeURIComponent(search)}&page=${1 + (index % 2)}&pageSize=${10 + (index % 3) * 5}`;
      try {
        const response = await fetch(url, { headers: { authorization } });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const body = await response.text();
        if (response.status !== 200) failures.push(`${response.status} ${body.slice(0, 200)}`);
        else if (JSON.parse(body).items.length === 0) empty++;
      } catch (error) {
        statuses.set('network', (statuses.get('network') ?? 0) + 1);
        failures.push(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const seconds = (performance.now() - started) / 1000;
  const errors = SEARCHES - (statuses.get(200) ?? 0);
  say(
    `${SEARCHES} varied searches from ${CLIENTS} clients through nginx: ${errors} errors, ` +
      `${Math.round(SEARCHES / seconds)} req/s, ${Math.round((100 * empty) / SEARCHES)}% found nothing ` +
      `(statuses ${JSON.stringify(Object.fromEntries(statuses))})`,
  );
  assert.equal(errors, 0, `errors in the burst, first: ${failures.slice(0, 3).join(' | ')}`);
}

/**
 * A job created through `writer` seen by `reader`: `reader`'s list is read (and so cached, where caches are on)
 * before the job exists, then read again until the job is there. Returns how long that took.
 */
async function seenAcross(writer, reader, label) {
  const word = `crossover${randomBytes(3).toString('hex')}`;
  assert.deepEqual(await titlesFor(reader, word), []);
  const started = performance.now();
  await createJob(writer, `Crossover ${word}`);
  let reads = 0;
  for (;;) {
    reads++;
    if ((await titlesFor(reader, word)).length === 1) break;
    assert.ok(performance.now() - started < 10_000, `${label}: the job was not seen within 10 s`);
  }
  const ms = Math.round(performance.now() - started);
  say(`a job created through the ${label} in ${ms} ms (${reads} read${reads > 1 ? 's' : ''})`);
  // Where the pooled process has no change bus, every read is the database's: the first one already sees it.
  if (mode === 'no-direct-url' && reader === pooled) assert.equal(reads, 1);
  assert.ok(ms < SEEN_WITHIN_MS, `${label}: ${ms} ms`);
}
await seenAcross(direct, pooled, 'direct process was seen by the pooled one');
await seenAcross(pooled, direct, 'pooled process was seen by the direct one');

// The live stream of the pooled process hears a job created through the direct one, through its own LISTEN on
// DATABASE_DIRECT_URL (without it there is nothing to hear).
if (mode === 'direct-url') {
  const ticket = await fetch(`${pooled}/api/events/ticket`, { method: 'POST', headers: { authorization } });
  assert.equal(ticket.status, 200, await ticket.clone().text());
  const stream = await fetch(`${pooled}/api/events?ticket=${(await ticket.json()).ticket}`);
  assert.equal(stream.status, 200);
  const reader = stream.body.getReader();
  const decoder = new TextDecoder();
  let heard = '';
  while (!heard.includes('event: ready'))
    heard += decoder.decode((await reader.read()).value, { stream: true });
  const started = performance.now();
  const id = await createJob(direct, `Streamed ${run}`);
  while (!heard.includes(id)) {
    const left = 10_000 - (performance.now() - started);
    assert.ok(left > 0, 'the stream did not carry the job within 10 s');
    const chunk = await Promise.race([
      reader.read(),
      new Promise((resolve) => setTimeout(() => resolve({ value: undefined }), left)),
    ]);
    assert.ok(!chunk.done, 'the stream ended');
    if (chunk.value) heard += decoder.decode(chunk.value, { stream: true });
  }
  const ms = Math.round(performance.now() - started);
  await reader.cancel();
  say(`a job created through the direct process reached the pooled process's live stream in ${ms} ms`);
  assert.ok(ms < SEEN_WITHIN_MS, `live stream: ${ms} ms`);
}
say(`pooler check (${mode}) passed`);
