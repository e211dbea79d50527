import type { LanguageId } from "../../../contract/language.js";
import type { FitGrade, SuggestContext, Understanding } from "../suggester.js";

/** One question to the engine in a worker thread: plain data, cloned across the thread boundary. */
export interface EngineTask {
  query: string;
  language: LanguageId;
  context: SuggestContext;
}

/** The engine's answer, as plain data: the names, and what it understood with each film's grade. */
export interface EngineAnswer
  extends Pick<Understanding, "facets" | "unknown" | "fallback" | "relaxed" | "refined" | "reasons"> {
  names: string[];
  /** The named films' catalogue ids, in the same order. */
  films: number[];
  /** Films that fit the query, best first (those that fit, then those with an unknown fact). */
  pool: number[];
  /** Every catalogue film whose grade is not `allowed`, by id. */
  graded: [number, Exclude<FitGrade, "allowed">][];
}

/** The answer's understanding as the routes read it: `rowFit` grades from the answer's table. */
export function understandingOf(answer: EngineAnswer): Understanding {
  const grades = new Map(answer.graded);
  return {
    facets: answer.facets,
    unknown: answer.unknown,
    fallback: answer.fallback,
    relaxed: answer.relaxed,
    refined: answer.refined,
    reasons: answer.reasons,
    films: answer.films,
    rowFit: { grade: (id) => grades.get(id) ?? "allowed", pool: answer.pool },
  };
}
