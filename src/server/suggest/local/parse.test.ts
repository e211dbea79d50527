import { describe } from "vitest";
import { keyOf } from "./facets/index.js";
import type { Term } from "./parse.js";
import { queryReader, readsAs } from "./parse-test-kit.js";

const read = queryReader();

const show = (t: Term) =>
  t.type === "facet"
    ? `${t.negated ? "-" : ""}${keyOf(t.facet)}`
    : t.type === "unknown"
      ? `?${t.word}`
      : t.type === "refine"
        ? `refine:${t.change}`
        : t.type === "connective"
          ? "connective"
          : `${t.type}:${t.film.film.title}`;
const terms = (query: string) => read(query).map(show);

describe("the grammar", () => {
  readsAs(terms, "grammar");
});
