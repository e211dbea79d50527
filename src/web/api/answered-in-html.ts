import { ANSWERS_ELEMENT_ID } from "../../contract/html-data";
import { htmlData } from "./html-data";

/** What is left of the answers `/browse`'s HTML carried (path and query → JSON body); read at the first request. */
let answers: Map<string, unknown> | undefined;

/**
 * The answer the server wrote into the HTML for this GET (its first screen's requests, for the
 * signed-in caller), taken once: asked again, the request goes to the network. Each answer is
 * what the account held when the HTML was made, so the page's first write (a sign-out, a My List
 * change, a new language) or an ended session drops what is left (`forgetAnswers`): nothing stale,
 * nor one account's answer for another signing in on the same page, is ever served from it.
 */
export function takeAnswer(path: string): unknown {
  if (!answers) {
    const data = htmlData(ANSWERS_ELEMENT_ID);
    answers = new Map(typeof data === "object" && data !== null ? Object.entries(data) : []);
  }
  const answer = answers.get(path);
  answers.delete(path);
  return answer;
}

export function forgetAnswers(): void {
  answers = new Map();
}

let turn: Promise<unknown> | undefined;

/**
 * When answers from the HTML are handed out: one task after the first is asked for, all of those
 * asked until then together, as a network answer would come. The page paints what it has first
 * (its header), and parsing every answer at once in the script's own task held that paint back.
 */
export function answersTurn(): Promise<unknown> {
  turn ??= new Promise((resolve) => setTimeout(resolve)).finally(() => {
    turn = undefined;
  });
  return turn;
}
