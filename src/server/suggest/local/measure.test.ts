import { describe } from "vitest";
import { facetReader, readsAs } from "./parse-test-kit.js";

const facets = facetReader();

describe("who judges, said as the crowd", () => {
  readsAs(facets, [
    ["reviewers trashed it yet ordinary people loved it", ["critics:panned", "viewers:loved"]],
    ["stuff everybody loved", ["viewers:loved"]],
    ["a comedy normal people hated", ["genre:Comedy", "viewers:disliked"]],
    ["la crítica la destrozó pero la gente la adoró", ["critics:panned", "viewers:loved"]],
    ["النقاد هاجموه لكن الناس حبوه", ["critics:panned", "viewers:loved"]],
  ]);

  readsAs(facets, [
    // A crowd after what it is said of gives no verdict ("fun for everyone"); with another concept it is only who is counted.
    ["something fun for everyone", ["mood:feel-good"]],
    ["loads of laughs for everybody", ["genre:Comedy"]],
    ["hardly anybody went to see it", ["boxoffice:flop"]],
    ["a thriller everybody has seen", ["genre:Thriller/Suspense", "popularity:popular"]],
  ]);
});
