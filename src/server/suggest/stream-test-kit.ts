import type { Movie } from "../../contract/movies.js";
import { type SuggestionEvent, SuggestionEventSchema } from "../../contract/suggestions.js";
import { keyOf } from "./local/facets/index.js";

/** A whole `/api/suggestions` stream read back: every event in order, and the rows it built. */
export interface StreamAnswer {
  events: SuggestionEvent[];
  names: string[];
  years: (number | undefined)[];
  lists: Movie[][];
  /** The `understood` chips by their keys (`local/facets/index.ts`), if sent. */
  tags: string[] | undefined;
  /** How the stream ended: `done`, `error`, or cut (neither). */
  end: "done" | "error" | "cut";
}

/** For tests and benchmarks: read a suggestion stream to its end, each line checked against the contract. */
export async function readSuggestionStream(res: Response): Promise<StreamAnswer> {
  const text = await res.text();
  const events = text
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => SuggestionEventSchema.parse(JSON.parse(line)));
  const answer: StreamAnswer = { events, names: [], years: [], lists: [], tags: undefined, end: "cut" };
  for (const event of events) {
    if (event.type === "name") {
      if (event.index !== answer.names.length) throw new Error(`name ${event.index} out of order`);
      answer.names.push(event.name);
      answer.years.push(event.year);
    } else if (event.type === "movies") answer.lists[event.index] = event.movies;
    else if (event.type === "understood") answer.tags = event.chips.map((chip) => keyOf(chip.facet));
    else answer.end = event.type;
  }
  return answer;
}
