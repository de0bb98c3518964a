import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.ts';

/** A built web app with the installable app's files (the service worker, the manifest, an icon), and one without. */
async function webDist(withAppFiles: boolean) {
  const dist = await mkdtemp(join(tmpdir(), 'hub-web-'));
  afterAll(() => rm(dist, { recursive: true, force: true }));
  await mkdir(join(dist, 'assets'));
  await mkdir(join(dist, 'icons'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log("hub")');
  if (withAppFiles) {
    await writeFile(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
    await writeFile(join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Community Hub' }));
    await writeFile(join(dist, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  }
  return dist;
}

const built = await createTestApp({ webDist: await webDist(true) });
const bare = await createTestApp({ webDist: await webDist(false) });

describe('the installable app’s files', () => {
  it('serves the service worker as JavaScript that the browser revalidates on every check', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    // Same origin: the policy's script-src 'self' (which worker-src falls back to) allows it.
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves the manifest as a web app manifest, revalidated, allowed by the policy', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.json()).toEqual({ name: 'Community Hub' });
    const icon = await built.app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('keeps hashed assets immutable', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404, never the app’s page, for a missing worker, manifest or file', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest', '/icons/icon-512.png', '/assets/gone-123.js']) {
      const response = await bare.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toMatch(/text\/html/);
    }
    // Pages are still the app's page.
    const page = await bare.app.inject({ method: 'GET', url: '/careers?job=1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});
