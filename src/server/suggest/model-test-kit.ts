import type { FakeOpenAi } from "../../../tests/fakes/openai.js";
import type { OpenAiSettings } from "./openai-suggester.js";

/** Settings for an `OpenAiSuggester` that talks to the fake OpenAI-compatible service. */
export function fakeModelSettings(fake: FakeOpenAi, overrides: Partial<OpenAiSettings> = {}): OpenAiSettings {
  return {
    kind: "openai",
    apiKey: fake.key,
    baseUrl: fake.baseUrl,
    model: "gpt-3.5-turbo",
    timeoutMs: 5_000,
    ...overrides,
  };
}
