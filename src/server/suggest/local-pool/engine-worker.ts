import { Catalog } from "../../movies/catalog/catalog.js";
import { LocalSuggester } from "../local/local-suggester.js";
import type { EngineAnswer, EngineTask } from "./engine-answer.js";

// Loaded once per worker thread: the catalogue and the engine's index live here, not on the event loop.
const catalog = Catalog.load();
const engine = new LocalSuggester(catalog);

/** One query through the local engine's entry point, answered as plain data (`EngineAnswer`). */
export function answer(task: EngineTask): EngineAnswer {
  const picked = engine.pick(task.query, engine.optionsOf(task.context));
  const { understanding } = picked;
  const graded: EngineAnswer["graded"] = [];
  const fit = understanding.rowFit;
  // Only the films that can be other than allowed: grading all ~3,200 was half of a new query's time.
  if (fit) {
    for (const id of picked.gradable()) {
      const grade = fit.grade(id);
      if (grade !== "allowed") graded.push([id, grade]);
    }
  }
  return {
    names: picked.films.map(({ film }) => (film.year ? `${film.title} (${film.year})` : film.title)),
    films: picked.films.map(({ film }) => film.id),
    facets: understanding.facets,
    unknown: understanding.unknown,
    fallback: understanding.fallback,
    relaxed: understanding.relaxed,
    refined: understanding.refined,
    reasons: understanding.reasons,
    pool: [...(fit?.pool ?? [])],
    graded,
  };
}
