import type { Logger } from "pino";
import type { Config } from "../config.js";
import type { Catalog } from "../movies/catalog.js";
import { LocalSuggester } from "./local/local-suggester.js";
import { OpenAiSuggester } from "./openai-suggester.js";
import type { Suggester } from "./suggester.js";

export interface SuggesterDeps {
  catalog: Catalog;
  log: Logger;
}

/** The one place that knows both suggesters: the model when a key is configured, the local engine otherwise. */
export function createSuggester(cfg: Config["suggest"], deps: SuggesterDeps): Suggester {
  switch (cfg.kind) {
    case "openai":
      return new OpenAiSuggester(cfg, deps.log);
    case "local":
      return new LocalSuggester(deps.catalog, deps.log);
  }
}
