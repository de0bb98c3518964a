/**
 * For the browser, imported first by the web app's entry. zod compiles object parsers with `new Function` when it
 * may, and probing that is an `eval` which the Content-Security-Policy (`script-src 'self'`) refuses and reports.
 * Parsing without it is fast enough for forms; the server keeps the compiled parsers.
 *
 * zod keeps its global config in `globalThis.__zod_globalConfig` (so that several copies share one), and reads it
 * when an object schema is built. Setting it there, rather than calling `z.config()`, keeps zod itself out of the
 * entry chunk: it loads with the pages whose forms use schemas. apps/web's browser-setup.test.ts checks that zod
 * still reads it.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
