import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { createTestApp } from './test/helper.ts';

const lines: string[] = [];
const destination = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const t = await createTestApp({ logger: createLogger('info', { destination }) });

describe('request log', () => {
  it('writes one JSON line per request with method, URL, status, duration and address; tokens redacted', async () => {
    lines.length = 0;
    await t.app.inject({
      method: 'GET',
      url: '/api/files/some-id?token=secret-token-value&x=1',
      headers: { authorization: 'Bearer another-secret' },
      remoteAddress: '198.51.100.7',
    });
    expect(lines).toHaveLength(1);
    const record = JSON.parse(lines[0] ?? '{}');
    expect(record).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      url: '/api/files/some-id?token=[redacted]&x=1',
      status: 400,
      remoteAddress: '198.51.100.7',
    });
    expect(typeof record.durationMs).toBe('number');
    expect(lines[0]).not.toContain('secret');
  });
});
