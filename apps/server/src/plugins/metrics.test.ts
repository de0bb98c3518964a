import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helper.ts';

const TOKEN = 'a-metrics-token-of-some-length';
const t = await createTestApp({ environment: { METRICS_TOKEN: TOKEN } });
const scrape = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', ...options });

describe('GET /metrics', () => {
  it('serves the Prometheus text format to loopback callers', async () => {
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
    for (const name of [
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'hub_db_pool_total',
      'hub_db_pool_idle',
      'hub_db_pool_waiting',
      'hub_mails_total',
      'hub_queue_depth',
      'hub_open_event_streams',
    ]) {
      expect(response.body).toContain(`# TYPE ${name} `);
    }
  });

  it('counts and times requests by route pattern and status, never by raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/jobs/00000000-0000-0000-0000-000000000000' });
    await t.app.inject({ method: 'GET', url: '/no/such/page' });
    const { body } = await scrape();
    expect(body).toMatch(/hub_http_requests_total\{method="GET",route="\/api\/jobs\/:id",status="401"\} 1/);
    expect(body).toMatch(/hub_http_requests_total\{method="GET",route="unmatched",status="404"\} 1/);
    expect(body).toMatch(/hub_http_request_duration_seconds_count\{method="GET",route="\/api\/jobs\/:id"/);
    expect(body).not.toContain('00000000-0000');
  });

  it('reports what features feed: mails, open streams and the queue depth', async () => {
    t.app.metrics.mails.inc({ result: 'sent' }, 2);
    t.app.metrics.mails.inc({ result: 'failed' });
    t.app.metrics.setStreamCountSource(() => 1);
    t.app.metrics.setQueueDepthSource(async () => 7);
    const { body } = await scrape();
    expect(body).toContain('hub_mails_total{result="sent"} 2');
    expect(body).toContain('hub_mails_total{result="failed"} 1');
    expect(body).toContain('hub_open_event_streams 1');
    expect(body).toContain('hub_queue_depth 7');
  });

  it('is a missing route to anyone else, even one claiming loopback through a proxy', async () => {
    for (const response of [
      await scrape({ remoteAddress: '203.0.113.9' }),
      await scrape({ remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer wrong-token' } }),
      await scrape({ headers: { 'x-forwarded-for': '127.0.0.1' } }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('serves anyone presenting METRICS_TOKEN as a bearer token', async () => {
    const response = await scrape({
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('hub_http_requests_total');
  });
});
