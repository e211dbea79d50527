import type { Logger } from "pino";
import type { Config } from "../config.js";
import { PooledSuggester } from "./local-pool/pooled-suggester.js";
import { OpenAiSuggester } from "./openai-suggester.js";
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
    case "openai":
      return new OpenAiSuggester(cfg, deps.log);
    case "local":
      return new PooledSuggester({}, deps.log);
  }
}
