import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helper.ts';

// A built web app, so a wrong answer would be the SPA's index.html rather than a 404.
const webDist = await mkdtemp(join(tmpdir(), 'hub-web-'));
await writeFile(join(webDist, 'index.html'), '<!doctype html><title>spa</title>');
afterAll(() => rm(webDist, { recursive: true, force: true }));

let queueReason: string | null = null;
const t = await createTestApp({ webDist, readiness: [async () => queueReason] });

describe('health probes', () => {
  it('GET /healthz answers small JSON without a session, not the web page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz is ready when the database answers and every migration is applied', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 with the reason a plugged-in check gives', async () => {
    queueReason = 'queue: not running';
    try {
      const response = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not ready', reasons: ['queue: not running'] });
    } finally {
      queueReason = null;
    }
  });

  it('answers 503 while a migration is missing', async () => {
    const [last] = (
      await t.db.execute<{ id: number; hash: string; created_at: string }>(
        sql`SELECT id, hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
      )
    ).rows;
    if (!last) throw new Error('no migrations applied');
    await t.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${last.id}`);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json().reasons).toEqual(['database: 1 migration(s) not applied']);
    } finally {
      await t.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${last.id}, ${last.hash}, ${last.created_at})`,
      );
    }
  });
});
