import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * helmet's headers (a strict Content-Security-Policy, no referrer, HSTS behind a TLS proxy) on every answer, and
 * `cache-control: no-store` on the API's. The SPA's pages add a style nonce and their inline scripts' hashes to
 * the policy (plugins/spa.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance, { isBehindProxy }: { isBehindProxy: boolean }) {
  // helmet's headers are worked out once: with no directive computed per request they are the same on every
  // answer, and running its eleven middlewares on each request was a tenth of the CPU of a cached list answer.
  const securityHeaders = headersSetBy(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          scriptSrc: ["'self'"],
          fontSrc: ["'self'"],
          // Style elements: our CSS files, plus Mantine's <style> tags carrying the nonce of the index.html answer
          // (sendIndex in plugins/spa.ts adds it). Mantine also sets style attributes at run time, which only
          // style-src-attr allows.
          styleSrc: ["'self'"],
          styleSrcAttr: ["'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          upgradeInsecureRequests: null,
        },
      },
      referrerPolicy: { policy: 'no-referrer' },
      // HSTS only means something over TLS, which a proxy in front terminates.
      strictTransportSecurity: isBehindProxy,
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  // Answers of the API are personal (sessions, member data): no browser or proxy cache keeps them.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

/** The headers a Connect-style middleware sets on an answer, read once on a stand-in answer. */
function headersSetBy(
  middleware: (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const answer = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let isDone = false;
  middleware({} as IncomingMessage, answer as unknown as ServerResponse, (error) => {
    if (error) throw error;
    isDone = true;
  });
  if (!isDone) throw new Error('the security headers were not set at once');
  return headers;
}
