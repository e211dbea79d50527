import type { Browser, BrowserContext, Page } from "playwright-core";
import { visitSignedUp } from "./suite";

// What the My List e2e files do on a page, by role and visible text.

export const MY_LIST = "My List";

/** A fresh person signed up through the API (the cookie lands in the context), on /browse. */
export function signedIn(browser: Browser, baseURL: string, path = "/browse") {
  return visitSignedUp({ browser, server: { url: baseURL } }, path, "mylist");
}

/** A row's poster cards, named by their film (each card's My List toggle and menu button are buttons too). */
export const cardsOf = (page: Page, row: string) =>
  page.getByRole("list", { name: row, exact: true }).getByRole("button", { name: /^(?!.*My List$)(?!Rate or save )/ });

/** The toggle on the card at `index` of a row. */
export const toggleOf = (page: Page, row: string, index: number) =>
  page
    .getByRole("list", { name: row, exact: true })
    .getByRole("listitem")
    .nth(index)
    .getByRole("button", { name: /My List$/ });

/** The titles in the My List row, in order. */
export async function myListTitles(page: Page): Promise<string[]> {
  const cards = cardsOf(page, MY_LIST);
  return cards.evaluateAll((all) => all.map((card) => card.getAttribute("title") ?? ""));
}

export const myListHeading = (page: Page) =>
  page.getByRole("main").getByRole("heading", { name: MY_LIST, exact: true });

/** A film of the server's source that is in none of the four rows (a link must fetch it by id). */
export async function filmInNoRow(page: Page, query: string): Promise<{ id: number; title: string }> {
  const inRows = new Set<number>();
  for (const kind of ["now-playing", "popular", "upcoming", "top-rated"]) {
    const body = (await (await page.request.get(`/api/movies/${kind}`)).json()) as { results: { id: number }[] };
    for (const movie of body.results) inRows.add(movie.id);
  }
  const found = (await (await page.request.get(`/api/movies/search?query=${encodeURIComponent(query)}`)).json()) as {
    results: { id: number; title: string; poster_path: string | null }[];
  };
  const film = found.results.find((m) => !inRows.has(m.id) && m.poster_path);
  if (!film) throw new Error(`no film for "${query}" outside the rows`);
  return film;
}

export async function closeAll(...contexts: BrowserContext[]) {
  for (const context of contexts) await context.close();
}
