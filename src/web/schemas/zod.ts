import * as z from "zod/mini";

/*
 * zod compiles a fast parser for each object schema with `new Function`, and probes whether it may
 * when the schema is built. The page's Content-Security-Policy forbids evaluating code, so the probe
 * alone is reported as a violation. jitless mode skips both; it has to be set before any schema
 * exists, which is why every schema in the page imports `z` from here.
 */
z.config({ jitless: true });

export { z };
