import { z } from 'zod';

/**
 * For the browser, imported first by the web app's entry. zod compiles object parsers with `new Function` when it
 * may, and probing that is an `eval` which the Content-Security-Policy (`script-src 'self'`) refuses and reports.
 * Parsing without it is fast enough for forms; the server keeps the compiled parsers.
 */
z.config({ jitless: true });
