import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { captureLogger } from "../../../tests/fakes/capture-log.js";
import { type FakeOpenAi, startFakeOpenAi } from "../../../tests/fakes/openai.js";
import { waitFor } from "../../../tests/fakes/wait.js";
import { OpenAiSuggester } from "./openai-suggester.js";
import { ANSWER_READ_MAX } from "./parse-names.js";

/** Longer than any test: a piece that never comes. */
const NEVER_MS = 120_000;

let fake: FakeOpenAi;
beforeEach(async () => {
  fake = await startFakeOpenAi({ content: "Heat (1995), Ronin (1998), Up (2009), Alien (1979), Se7en (1995)" });
});
afterEach(async () => {
  await fake.close();
});

function makeSuggester() {
  const settings = { kind: "openai", apiKey: fake.key, baseUrl: fake.baseUrl, model: "m", timeoutMs: 5_000 } as const;
  return new OpenAiSuggester(settings, captureLogger([], "debug"));
}

/** Resolves when `onName` has been called `count` times; the names seen so far. */
function namesSeen(count: number) {
  const names: string[] = [];
  let reached: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const onName = (name: string, index: number) => {
    expect(index).toBe(names.length);
    names.push(name);
    if (names.length === count) reached();
  };
  return { names, onName, promise };
}

describe("OpenAiSuggester streams the model's answer", () => {
  it("reports each name as its delimiter arrives, while the model is still answering", async () => {
    // The last name would come 60 s later: the first four must be reported long before.
    fake.setStream({ delaysMs: [0, 0, 0, 0, 60_000] });
    const controller = new AbortController();
    const seen = namesSeen(4);
    const answer = makeSuggester().suggest("q", "EN", controller.signal, seen.onName);
    await seen.promise;
    expect(seen.names).toEqual(["Heat (1995)", "Ronin (1998)", "Up (2009)", "Alien (1979)"]);
    controller.abort();
    expect(await answer).toMatchObject({ ok: false, error: { code: "aborted" } });
    // Aborting closes the connection to the model.
    await waitFor(() => fake.seen[0]?.clientClosed === true, { message: "the model's connection closed" });
  });

  it("reports the last name at the end of the answer, and returns all five in order", async () => {
    fake.setStream({ pieces: ["Heat (19", "95), Ron", "in (1998)\nUp", " (2009); Alien (1979), Se7en (1995)"] });
    const seen = namesSeen(5);
    const result = await makeSuggester().suggest("q", "EN", new AbortController().signal, seen.onName);
    const all = ["Heat (1995)", "Ronin (1998)", "Up (2009)", "Alien (1979)", "Se7en (1995)"];
    expect(result).toEqual({ ok: true, value: all });
    expect(seen.names).toEqual(all);
  });

  it("stops reading (closing the connection) once five names are complete", async () => {
    fake.setContent(`Heat, Ronin, Up, Alien, Se7en, ${"Extra, ".repeat(50)}`);
    fake.setStream({ delaysMs: [0, 0, 0, 0, 0, 0, 60_000] });
    const result = await makeSuggester().suggest("q", "EN", new AbortController().signal);
    expect(result).toEqual({ ok: true, value: ["Heat", "Ronin", "Up", "Alien", "Se7en"] });
    await waitFor(() => fake.seen[0]?.clientClosed === true, { message: "the model's connection closed" });
  });

  it(`stops reading after ${ANSWER_READ_MAX} characters of an answer that never completes five names`, async () => {
    fake.setContent(`Heat, ${"x".repeat(ANSWER_READ_MAX * 4)}`);
    fake.setStream({ pieces: ["Heat, ", ...Array.from({ length: 40 }, () => "x".repeat(400))], delaysMs: 1 });
    const result = await makeSuggester().suggest("q", "EN", new AbortController().signal);
    expect(result).toMatchObject({ ok: true });
    await waitFor(() => fake.seen[0]?.clientClosed === true, { message: "the model's connection closed" });
  });

  it("a failure in the middle of the answer is the model's error, after the names already reported", async () => {
    fake.setStream({ failAfter: 2 });
    const seen = namesSeen(2);
    const result = await makeSuggester().suggest("q", "EN", new AbortController().signal, seen.onName);
    expect(seen.names).toEqual(["Heat (1995)", "Ronin (1998)"]);
    expect(result).toMatchObject({ ok: false, error: { code: "ai_unavailable" } });
  });
});

describe("OpenAiSuggester: a model that stops mid-answer", () => {
  it("is cut after the timeout with no new piece: the names so far were shown, the error is ai_unreachable", async () => {
    fake.setStream({ delaysMs: [0, 0, NEVER_MS] });
    const settings = { kind: "openai", apiKey: fake.key, baseUrl: fake.baseUrl, model: "m", timeoutMs: 300 } as const;
    const seen = namesSeen(2);
    const result = await new OpenAiSuggester(settings, captureLogger([], "debug")).suggest(
      "q",
      "EN",
      new AbortController().signal,
      seen.onName,
    );
    expect(seen.names).toEqual(["Heat (1995)", "Ronin (1998)"]);
    expect(result).toMatchObject({ ok: false, error: { code: "ai_unreachable" } });
    await waitFor(() => fake.seen[0]?.clientClosed === true, { message: "the model's connection closed" });
  });
});
