import type { Context } from "hono";
import { FIRST_SCREEN_SESSION, firstScreenRequests } from "../../contract/first-screen.js";
import { DEFAULT_LANGUAGE, type LanguageId, spokenLanguageOf } from "../../contract/language.js";
import { SettingsSchema } from "../../contract/settings.js";
import { SETTINGS_ENDPOINTS } from "../../contract/settings-endpoints.js";

/**
 * How long `/browse`'s HTML waits for its first screen's answers. An answer not ready by then (a
 * TMDB list not cached yet) is left out and the page asks for it, as it would without any.
 */
export const FIRST_SCREEN_WAIT_MS = 250;

/**
 * `undefined` when nobody is signed in (known after the session alone); else the answers to come
 * (path and query → JSON body), so the HTML's head can leave before them.
 */
export type FirstScreenAnswers = (c: Context) => Promise<{ answers: Promise<Record<string, unknown>> } | undefined>;

/** One of the app's own GET routes, answered in process for the caller of `c`. */
export type AnswerInProcess = (path: string, c: Context) => Response | Promise<Response>;

/**
 * The language the page will show the lists in: the account's (the page saves it as its own choice
 * when the settings answer, so a returning browser starts in it, and a new one switches to it),
 * else the browser's first that we speak, as the page picks it when nothing was saved.
 */
function pageLanguage(c: Context, settings: unknown): LanguageId {
  const parsed = SettingsSchema.safeParse(settings);
  if (parsed.success && parsed.data.language) return parsed.data.language;
  const tags = (c.req.header("accept-language") ?? "").split(",").map((tag) => tag.split(";")[0] ?? "");
  return spokenLanguageOf(tags) ?? DEFAULT_LANGUAGE;
}

/** The JSON body of a successful answer; `undefined` for any other (the page then asks for itself). */
async function bodyOf(answer: Response | Promise<Response>): Promise<unknown> {
  try {
    const response = await answer;
    return response.ok && response.headers.get("content-type")?.startsWith("application/json")
      ? await response.json()
      : undefined;
  } catch {
    return undefined;
  }
}

/** The settings, then the rest of the first screen in the page's language, as far as ready in time. */
async function answersAfterSession(answer: AnswerInProcess, c: Context, session: unknown) {
  const settingsPath = SETTINGS_ENDPOINTS.settings.path;
  const settings = await bodyOf(answer(settingsPath, c));
  const answers: Record<string, unknown> = { [FIRST_SCREEN_SESSION]: session, [settingsPath]: settings };
  const rest = firstScreenRequests(pageLanguage(c, settings)).filter((path) => !(path in answers));
  const asked = rest.map(async (path) => {
    const body = await bodyOf(answer(path, c));
    if (body !== undefined) answers[path] = body;
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FIRST_SCREEN_WAIT_MS);
  });
  await Promise.race([Promise.all(asked), late]);
  clearTimeout(timer);
  return { ...answers };
}

/**
 * `/browse`'s first screen answered inside its HTML: whatever the page would ask first (the
 * session and settings, then the lists, genres, My List, the rows made for the account and the
 * ratings, in the page's language), asked of the app's own routes with the caller's cookies, so
 * each answer is exactly the one the page would get (budgets spent and logged the same way). The
 * page then renders its first screen from the HTML instead of after a round trip per request.
 * Nothing when nobody is signed in (the page sends the visitor to sign in, as before).
 */
export function firstScreenAnswers(answer: AnswerInProcess): FirstScreenAnswers {
  return async (c) => {
    if (c.req.header("cookie") === undefined) return undefined;
    const session = await bodyOf(answer(FIRST_SCREEN_SESSION, c));
    if (typeof session !== "object" || session === null || !("user" in session) || !session.user) return undefined;
    return { answers: answersAfterSession(answer, c, session) };
  };
}
