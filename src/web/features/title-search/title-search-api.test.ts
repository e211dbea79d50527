import { describe, expect, it } from "vitest";
import { apiServerForFile } from "../../../../tests/kit/api-server";
import { browseStore } from "../../../../tests/kit/store";
import { titleSearchApi } from "./title-search-api";

/* Title search in a real store, against the real `/api` (embedded catalogue). */

const running = apiServerForFile();

describe("searchTitles", () => {
  it("answers the films whose titles match, best first, in the asked language", async () => {
    const store = browseStore(running.server.origin, running.cookie);
    const found = await store.dispatch(
      titleSearchApi.endpoints.searchTitles.initiate({ query: "nemo", language: "EN" }),
    );
    expect(found.data?.[0]?.title).toBe("Finding Nemo");
    const none = await store.dispatch(
      titleSearchApi.endpoints.searchTitles.initiate({ query: "zzzqqqxx", language: "EN" }),
    );
    expect(none.data).toEqual([]);
  });
});
