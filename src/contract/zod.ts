import * as z from "zod/mini";

/*
 * The one `z` every contract schema (and every schema the page builds) is made with: zod/mini, whose
 * functions tree-shake, so the page carries only the parsers it uses; the server validates with the
 * same schemas (zod/mini and zod share zod's core, so they mix).
 *
 * jitless: zod compiles a fast parser for each object schema with `new Function`, and probes whether
 * it may when the schema is built. The page's Content-Security-Policy forbids evaluating code, so the
 * probe alone is reported as a violation. jitless mode skips both; it must be set before any schema
 * exists, which is why schemas take `z` from here. It is global to zod, so the server's own schemas
 * run jitless too: their bodies are small, and the compiled parser pays off only on large ones.
 */
z.config({ jitless: true });

export { z };
