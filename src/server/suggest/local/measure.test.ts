import { describe } from "vitest";
import { facetReader, readsAs } from "./parse-test-kit.js";

const facets = facetReader();

describe("who judges, said as the crowd", () => {
  readsAs(facets, "crowd-judges");
  readsAs(facets, "crowd-counted");
});
