import type { Page } from "playwright-core";
import { type Site, visitSignedUp } from "./suite";

// What the GPT Search e2e files do on a page, by role and visible text.

export const GPT_LABEL = "Describe what you feel like watching";

/** The GPT Search box. */
export const gptBox = (page: Page) => page.getByRole("textbox", { name: GPT_LABEL });

/** A fresh account on /browse, with GPT Search opened from the header and its box showing. */
export async function openGptSearch(site: Site, tag = "gpt") {
  const opened = await visitSignedUp(site, "/browse", tag);
  await opened.page.getByRole("button", { name: "GPT Search" }).click();
  await gptBox(opened.page).waitFor();
  return opened;
}

/** Type a query and press Enter; resolve once the results (or an error) replaced the busy state. */
export async function searchGpt(page: Page, query: string): Promise<void> {
  const input = gptBox(page);
  await input.fill(query);
  await input.press("Enter");
  await page.getByRole("button", { name: "Search", exact: true }).waitFor();
}

/** `openGptSearch`, then `searchGpt(query)`: a fresh account looking at what GPT Search answers. */
export async function gptSearchFor(site: Site, query: string, tag = "gpt") {
  const opened = await openGptSearch(site, tag);
  await searchGpt(opened.page, query);
  return opened;
}
