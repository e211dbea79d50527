import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAi, startFakeOpenAi } from "../../../tests/fakes/openai.js";
import type { LanguageId } from "../../contract/language.js";
import { Catalog } from "../movies/catalog/catalog.js";
import { LocalSuggester } from "./local/local-suggester.js";
import { PooledSuggester } from "./local-pool/pooled-suggester.js";
import { fakeModelSettings } from "./model-test-kit.js";
import { OpenAiSuggester } from "./openai-suggester.js";
import type { Suggester } from "./suggester.js";

const silent = pino({ level: "silent" });

/** A query a person might type in each interface language. */
const QUERIES: Array<[LanguageId, string]> = [
  ["EN", "scary movies from the 80s"],
  ["AR", "أفلام رعب من الثمانينات"],
  ["spanish", "películas de terror de los 80"],
];

const live = () => new AbortController().signal;

/** The same behaviour from both suggesters (STYLE.md: one suite runs against both implementations). */
function suggesterContract(make: () => Suggester) {
  it.each(QUERIES)("answers one to five non-empty names for a %s query", async (language, query) => {
    const result = await make().suggest(query, language, live());
    if (!result.ok) throw new Error(`suggest answered ${result.error.code}`);
    expect(result.value.length).toBeGreaterThan(0);
    expect(result.value.length).toBeLessThanOrEqual(5);
    for (const name of result.value) expect(name.trim()).not.toBe("");
  });

  it("answers aborted, not a throw, when the caller's signal has fired", async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await make().suggest("heist movies", "EN", controller.signal);
    expect(result).toMatchObject({ ok: false, error: { code: "aborted" } });
  });
}

describe("LocalSuggester", () => {
  let catalog: Catalog;
  beforeAll(() => {
    catalog = Catalog.load();
  });
  suggesterContract(() => new LocalSuggester(catalog));
});

describe("PooledSuggester (the local engine in a worker thread)", () => {
  const pooled = new PooledSuggester({}, silent);
  afterAll(() => pooled.close());
  suggesterContract(() => pooled);
});

describe("OpenAiSuggester against the fake OpenAI", () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(async () => {
    await fake?.close();
  });
  suggesterContract(() => new OpenAiSuggester(fakeModelSettings(fake), silent));
});
