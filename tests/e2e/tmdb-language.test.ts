import { describe, expect, it } from "vitest";
import { tmdbServerAndBrowser, visitSignedUp } from "./suite";

describe("TMDB mode: movie data follows the interface language", () => {
  const running = tmdbServerAndBrowser();

  it("after choosing AR, every call the fake sees carries language=ar-SA, without a reload", async () => {
    const { tmdb } = running;
    const { context, page } = await visitSignedUp(running, "/browse", "tmdb");
    await page.getByRole("heading", { name: "Top Rated", exact: true }).waitFor();
    await expect.poll(() => tmdb.callsTo("/3/movie/top_rated")).toBe(1);
    await page.waitForLoadState("networkidle");
    const api = () => tmdb.seen.filter((r) => r.path.startsWith("/3/"));
    expect(api().every((r) => r.query.get("language") === "en-US")).toBe(true);

    const before = api().length;
    let navigations = 0;
    page.on("framenavigated", () => {
      navigations += 1;
    });
    await page.getByRole("combobox", { name: "Language" }).selectOption("AR");
    await page.getByRole("heading", { name: "الأعلى تقييمًا", exact: true }).waitFor();
    await expect.poll(() => api().slice(before).length).toBeGreaterThanOrEqual(4);
    await page.waitForLoadState("networkidle");
    const after = api().slice(before);
    expect(after.map((r) => `${r.path} ${r.query.get("language")}`)).toEqual(after.map((r) => `${r.path} ar-SA`));
    expect(navigations).toBe(0);
    await context.close();
  });
});
