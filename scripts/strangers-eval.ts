/**
 * The strangers set on the local engine (`scripts/bench/strangers.ts`).
 *   npx tsx scripts/strangers-eval.ts          the summary: overall, per kind, per language
 *   npx tsx scripts/strangers-eval.ts <kind>   also that kind's failing lines, to work against
 *   npx tsx scripts/strangers-eval.ts all      also every failing line
 *   npx tsx scripts/strangers-eval.ts --queries scripts/eval/probe.json [kind|all]
 *                                              another query file in the set's format
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { measureStrangers, sharesText, tallyText } from "./bench/strangers.js";

const { values, positionals } = parseArgs({ options: { queries: { type: "string" } }, allowPositionals: true });
const figures = measureStrangers(values.queries && resolve(values.queries));
if (!figures) {
  process.stderr.write("the query file is not on this machine (set STRANGERS_DIR, or check --queries)\n");
  process.exit(2);
}
const only = positionals[0];
if (only) {
  const tag = (line: string) => /\[\S+ (\S+)\]/.exec(line)?.[1];
  for (const line of figures.lines)
    if (line.startsWith("FAIL") && (only === "all" || tag(line) === only)) process.stdout.write(`${line}\n`);
}
const rows = [
  `strangers: ${tallyText(figures)}`,
  ...Object.entries(figures.byKind).map(([k, t]) => `  kind ${k.padEnd(20)} ${tallyText(t)}`),
  ...Object.entries(figures.byLanguage).map(([k, t]) => `  lang ${k.padEnd(20)} ${tallyText(t)}`),
  `  most suggested, strangers: ${sharesText(figures.topFilms)}`,
  `  most suggested, generated: ${sharesText(figures.topFilmsGenerated)}`,
];
process.stdout.write(`${rows.join("\n")}\n`);
