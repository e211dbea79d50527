import { describe } from "vitest";
import { facetReader, readsAs } from "./parse-test-kit.js";

const facets = facetReader();

describe("a range of lengths", () => {
  readsAs(facets, "runtime-ranges");
});
