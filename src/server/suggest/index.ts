import type { Logger } from "pino";
import type { Config } from "../config.js";
import { PooledSuggester } from "./local-pool/pooled-suggester.js";
import type { Suggester } from "./suggester.js";

export interface SuggesterDeps {
  log: Logger;
}

/**
 * The one place that knows both suggesters: the model when a key is configured, the local engine
 * otherwise (in a worker pool, off the event loop; its threads load the catalogue themselves).
 */
export function createSuggester(cfg: Config["suggest"], deps: SuggesterDeps): Suggester {
  switch (cfg.kind) {
    case "openai": {
      // The openai SDK (~0.5 s to import) is loaded by the first suggestion, never in local mode.
      let model: Promise<Suggester> | undefined;
      const load = () =>
        (model ??= import("./openai-suggester.js").then(({ OpenAiSuggester }) => new OpenAiSuggester(cfg, deps.log)));
      return { kind: "openai", suggest: async (...args) => (await load()).suggest(...args) };
    }
    case "local":
      return new PooledSuggester({}, deps.log);
  }
}
