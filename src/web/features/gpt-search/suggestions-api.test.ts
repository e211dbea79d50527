import { describe, expect, it } from "vitest";
import { apiServerForFile } from "../../../../tests/kit/api-server";
import { browseStore } from "../../../../tests/kit/store";
import { SUGGESTION_COUNT } from "../../../contract/suggestions";
import { gptNameReceived, gptSlice, selectGpt } from "./gpt-slice";
import { suggestionsApi } from "./suggestions-api";

/* GPT Search's streamed endpoint in a real store, against the real `/api` (the embedded engine). */

const running = apiServerForFile();
const gptStore = () => browseStore(running.server.origin, running.cookie, gptSlice);

describe("suggestMovies", () => {
  it("streams the answer into the gpt slice: a named row per suggestion, each with its films", async () => {
    const store = gptStore();
    store.dispatch(gptNameReceived({ index: 0, name: "from an older search" }));
    const result = await store.dispatch(
      suggestionsApi.endpoints.suggestMovies.initiate({ query: "heist movies from the 90s", language: "EN" }),
    );
    expect(result.data).toEqual({ rows: expect.any(Number) });
    const gpt = selectGpt(store.getState());
    expect(gpt.GPTmovieNames).toHaveLength(SUGGESTION_COUNT);
    expect(gpt.GPTmovieNames).not.toContain("from an older search");
    expect(gpt.GPTmovieList.every((row) => Array.isArray(row) && row.length > 0)).toBe(true);
    expect(gpt.understood).toContainEqual({ facet: { kind: "topic", value: "heist" } });
  });

  it("a follow-up that reads as a change refines the shown query, and the answer says so", async () => {
    const store = gptStore();
    const result = await store.dispatch(
      suggestionsApi.endpoints.suggestMovies.initiate({
        query: "older",
        previous: "comedies from the 90s",
        language: "EN",
      }),
    );
    expect(result.data).toEqual({ rows: expect.any(Number) });
    const gpt = selectGpt(store.getState());
    expect(gpt.GPTmovieNames).toHaveLength(SUGGESTION_COUNT);
    expect(gpt.refining).toBe("comedies from the 90s");
    expect(gpt.understood).toEqual([
      { facet: { kind: "genre", value: "Comedy" } },
      { facet: { kind: "years", from: 1980, to: 1989 } },
    ]);
  });

  it("fails with the server's code when the query is refused, with nothing left of the last answer", async () => {
    const store = gptStore();
    store.dispatch(gptNameReceived({ index: 0, name: "from an older search" }));
    const result = await store.dispatch(
      suggestionsApi.endpoints.suggestMovies.initiate({ query: "   ", language: "EN" }),
    );
    expect(result.error).toMatchObject({ kind: "code", code: "bad_request" });
    expect(selectGpt(store.getState()).GPTmovieNames).toEqual([]);
  });
});
