import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH, newAccount, startServer } from "../tests/e2e/harness.js";
const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const shots: [string, string, { width: number; height: number }, string][] = [
  ["en-desktop-browse", "EN", { width: 1366, height: 900 }, "/browse"],
  ["ar-phone-browse", "AR", { width: 390, height: 844 }, "/browse"],
  ["en-desktop-gpt", "EN", { width: 1366, height: 900 }, "/browse?view=gpt&q=" + encodeURIComponent("something fun for my little brother, nothing rated R, imdb above 7")],
  ["ar-phone-gpt", "AR", { width: 390, height: 844 }, "/browse?view=gpt&q=" + encodeURIComponent("فيلم اكشن فشار للويكند")],
  ["es-desktop-gpt", "spanish", { width: 1366, height: 900 }, "/browse?view=gpt&q=" + encodeURIComponent("algo de miedo que no sea de pixar, de 1h45 más o menos")],
];
try {
  for (const [name, language, viewport, path] of shots) {
    const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const origin = server.url;
    const r = await ctx.request.post(`${origin}/api/auth/sign-up`, { headers: { origin }, data: newAccount("shot") });
    if (!r.ok()) throw new Error(`sign-up ${r.status()}`);
    await ctx.request.put(`${origin}/api/settings`, { headers: { origin }, data: { language } });
    const page = await ctx.newPage();
    await page.goto(`${origin}${path}`);
    await page.waitForTimeout(3500);
    await page.screenshot({ path: `/work/shots/w8/${name}.png` });
    await ctx.close();
  }
} finally { await browser.close(); await server.stop(); }
