import type { Logger } from "pino";
import type { Config } from "../config.js";
import type { Catalog } from "../movies/catalog.js";
import { LocalSuggester } from "./local/local-suggester.js";
import type { Suggester } from "./suggester.js";

export interface SuggesterDeps {
  catalog: Catalog;
  log: Logger;
}

/** The one place that knows both suggesters: the model when a key is configured, the local engine otherwise. */
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
      return new LocalSuggester(deps.catalog, deps.log);
  }
}
