import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { CHAT_COMPLETIONS_PATH } from "../fakes/openai";
import { gptBox } from "./gpt-page";
import { fakeModel, serverBrowserAnd, visitSignedUp } from "./suite";

const CRIME = "Fargo (1996), Ronin (1998), Se7en (1995), Alien (1979), Jaws (1975)";
const FAMILY = "Up (2009), Toy Story (1995), Shrek (2001), Finding Nemo (2003), Cars (2006)";
/** Long enough that the test is long over before the model would send its last name. */
const NEVER = 120_000;

const running = serverBrowserAnd("model", fakeModel({ content: CRIME }));
beforeEach(() => running.model.reset());

const chatCalls = () => running.model.seen.filter((r) => r.path === CHAT_COMPLETIONS_PATH);

/** A fresh account at `path` (the cookie comes from signing up through the API). */
const signedIn = (path = "/browse") => visitSignedUp(running, path, "stream");

async function ask(page: Page, query: string) {
  const input = gptBox(page);
  await input.fill(query);
  await input.press("Enter");
}

/** How many posters of the row headed `name` have loaded. */
function loadedPosters(page: Page, name: string) {
  return page
    .getByRole("region", { name })
    .getByRole("img")
    .evaluateAll((all) => all.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length);
}

describe("GPT Search streams", () => {
  it("shows the first row's heading and posters while the model is still answering", async () => {
    running.model.setStream({ delaysMs: [0, 0, 0, 0, NEVER] });
    const { context, page } = await signedIn("/browse?view=gpt");
    await ask(page, "slow crime thrillers");
    await page.getByRole("heading", { level: 2, name: "Fargo" }).waitFor({ timeout: 20_000 });
    await expect.poll(() => loadedPosters(page, "Fargo 1996"), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.getByRole("heading", { level: 2, name: "Alien" }).waitFor();
    // The model has not finished its answer: the fifth name is still to come.
    expect(chatCalls().at(-1)?.answered).not.toBe(true);
    await expect(page.getByRole("heading", { level: 2, name: "Jaws" }).count()).resolves.toBe(0);
    await context.close();
  });

  it("a second query mid-stream closes the first one's model request and shows only its own rows", async () => {
    running.model.setStream({ delaysMs: [0, NEVER] });
    const { context, page } = await signedIn("/browse?view=gpt");
    await ask(page, "crime but never ending");
    await page.getByRole("heading", { level: 2, name: "Fargo" }).waitFor({ timeout: 20_000 });
    const first = chatCalls().length - 1;

    running.model.setContent(FAMILY);
    running.model.setStream({});
    await ask(page, "family animation night");
    await page.getByRole("heading", { level: 2, name: "Cars" }).waitFor({ timeout: 20_000 });
    await expect.poll(() => chatCalls()[first]?.clientClosed, { timeout: 20_000 }).toBe(true);
    await expect(page.getByRole("heading", { level: 2, name: "Fargo" }).count()).resolves.toBe(0);
    // Rows are written one by one: wait for the fifth rather than count the moment Cars appears.
    await expect
      .poll(() => page.getByRole("main").getByRole("heading", { level: 2 }).count(), { timeout: 20_000 })
      .toBe(5);
    await context.close();
  });

  it("an error mid-stream keeps the rows shown, with the message and Retry below them", async () => {
    running.model.setStream({ failAfter: 2 });
    const { context, page } = await signedIn("/browse?view=gpt");
    await ask(page, "crime that breaks halfway");
    await page.getByRole("alert").filter({ hasText: "The AI service is having trouble" }).waitFor({ timeout: 20_000 });
    const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(headings).toEqual(["Fargo 1996", "Ronin 1998"]);
    await expect.poll(() => loadedPosters(page, "Ronin 1998")).toBeGreaterThan(0);

    running.model.setStream({});
    await page.getByRole("button", { name: "Retry" }).click();
    await page.getByRole("heading", { level: 2, name: "Jaws" }).waitFor({ timeout: 20_000 });
    // The page keeps empty live regions (My List's notice); what must be gone is the AI error.
    await expect(page.getByRole("alert").filter({ hasText: "The AI service is having trouble" }).count()).resolves.toBe(
      0,
    );
    await context.close();
  });
});

describe("GPT Search in the address", () => {
  it("a pasted /browse?view=gpt&q=… link runs the search; Back from the view returns to Home", async () => {
    const { context, page } = await signedIn("/browse?view=gpt&q=crime%20from%20a%20link");
    await page.getByRole("heading", { level: 2, name: "Fargo" }).waitFor({ timeout: 20_000 });
    await expect(gptBox(page).inputValue()).resolves.toBe("crime from a link");
    await context.close();

    const home = await signedIn("/browse");
    await home.page.getByRole("button", { name: "GPT Search" }).click();
    await home.page.waitForURL(/\/browse\?view=gpt$/);
    await ask(home.page, "crime for the address");
    await home.page.waitForURL(/[?&]q=crime\+for\+the\+address/);
    await home.page.getByRole("heading", { level: 2, name: "Fargo" }).waitFor({ timeout: 20_000 });
    await home.page.goBack();
    await home.page.getByRole("heading", { name: "Now Playing", exact: true }).waitFor();
    expect(new URL(home.page.url()).search).toBe("");
    await home.page.goForward();
    await home.page.getByRole("heading", { level: 2, name: "Fargo" }).waitFor({ timeout: 20_000 });
    await home.context.close();
  });
});
