import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors.ts';

export const UPLOAD_RATE_MESSAGE = 'Too many uploads. Please wait a minute and try again.';
export const uploadQuotaMessage = (megabytes: number) =>
  `Too many unfinished uploads: at most ${megabytes}MB of files may wait to be attached. Submit or cancel the forms you started, then try again.`;

const WINDOW_MS = 60_000;

/**
 * At most `perMinute` multipart requests (every upload, whatever the feature) per signed-in account in any minute,
 * counted in this process (like the login limits, decision 002). An `/api` preHandler: after the guards, so the
 * account is known; requests without a session were already refused.
 */
export function uploadRateLimit(perMinute: number) {
  const recent = new Map<string, number[]>();
  let lastCleanup = Date.now();
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.user || !request.isMultipart()) return;
    const now = Date.now();
    // Forget accounts that have been quiet for a minute, so the map stays as small as the active uploaders.
    if (now - lastCleanup > WINDOW_MS) {
      for (const [key, times] of recent) if ((times.at(-1) ?? 0) <= now - WINDOW_MS) recent.delete(key);
      lastCleanup = now;
    }
    const times = (recent.get(request.user.id) ?? []).filter((time) => time > now - WINDOW_MS);
    if (times.length >= perMinute) {
      const oldest = times[0] ?? now;
      reply.header('retry-after', Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 1000)));
      recent.set(request.user.id, times);
      throw new AppError(429, 'RATE_LIMITED', UPLOAD_RATE_MESSAGE);
    }
    times.push(now);
    recent.set(request.user.id, times);
  };
}
