import pg from "pg";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresForTests } from "../fakes/stores";
import { launchBrowser, type RunningServer, startServer } from "./harness";
import { cardsOf, MY_LIST, myListHeading, myListTitles, signedIn, toggleOf } from "./my-list-page";

const pgStore = await postgresForTests();

describe.skipIf(!pgStore.up)("My List — two servers on one PostgreSQL", () => {
  const database = `reelwise_mylist_e2e_${process.pid}_${Date.now().toString(36)}`;
  const servers: RunningServer[] = [];
  let browser: Browser;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: pgStore.url });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  beforeAll(async () => {
    await admin(`CREATE DATABASE ${database}`);
    const env = {
      DATABASE_URL: new URL(`/${database}`, pgStore.url).toString(),
      AUTH_SECRET: "my-list-e2e-secret-0123456789abcdef0123456789",
    };
    const started = await Promise.all([startServer({ env }), startServer({ env }), launchBrowser()]);
    servers.push(started[0], started[1]);
    browser = started[2];
  });
  afterAll(async () => {
    await browser?.close();
    for (const server of servers) await server.stop();
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it("a film added through one server is in My List on the other, and removed there for both", async () => {
    const [a, b] = servers;
    if (!a || !b) throw new Error("servers did not start");
    // Cookies are per host, not per port: the session made on A is sent to B too.
    const { context, page } = await signedIn(browser, a.url);
    await cardsOf(page, "Popular").first().hover();
    const title = (await cardsOf(page, "Popular").first().getAttribute("title")) ?? "";
    await toggleOf(page, "Popular", 0).click();
    await expect.poll(() => myListTitles(page)).toEqual([title]);

    await page.goto(`${b.url}/browse`);
    await expect.poll(() => myListTitles(page)).toEqual([title]);
    await cardsOf(page, MY_LIST).first().hover();
    await toggleOf(page, MY_LIST, 0).click();
    await myListHeading(page).waitFor({ state: "hidden" });

    await page.goto(`${a.url}/browse`);
    await cardsOf(page, "Popular").first().waitFor();
    await expect(myListHeading(page).count()).resolves.toBe(0);
    await context.close();
  });
});
