/**
 * `/api/health` at the full server-wide suggestion budget: signed-in users send AI searches, crafted
 * and ordinary, at 1.25× the budget's rate for a minute while a polite client asks for health
 * every 50 ms (target: p99 < 100 ms). Decision 19 sizes the budget.
 *   npx tsx scripts/bench/suggestion-load.ts
 */
import { measureSuggestionLoad, type SuggestionLoadFigures } from "../../tests/stress/suggestion-load.js";

export const measureSuggestionBudget = (): Promise<SuggestionLoadFigures> => measureSuggestionLoad(60);

export function suggestionLoadRows(f: SuggestionLoadFigures): [string, string][] {
  const answers = Object.entries(f.suggestions)
    .map(([status, n]) => `${status}×${n}`)
    .join(", ");
  return [
    [
      "health p99 at the full suggestion budget (a minute of crafted and ordinary AI searches): idle → loaded",
      `${f.idle.p99} ms → ${f.loaded.p99} ms (target < 100 ms); p50 ${f.idle.p50} → ${f.loaded.p50} ms; event loop p99 ${f.eventLoop.p99} ms, max ${f.eventLoop.max} ms; searches ${answers} (budget ${f.budget})`,
    ],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [figure, measured] of suggestionLoadRows(await measureSuggestionBudget())) {
    process.stdout.write(`${figure}: ${measured}\n`);
  }
}
