import { describe, expect, it } from "vitest";
import { facetReader } from "./parse-test-kit.js";

const facets = facetReader();

describe("who judges, said as the crowd", () => {
  it.each([
    ["reviewers trashed it yet ordinary people loved it", ["critics:panned", "viewers:loved"]],
    ["stuff everybody loved", ["viewers:loved"]],
    ["a comedy normal people hated", ["genre:Comedy", "viewers:disliked"]],
    ["la crítica la destrozó pero la gente la adoró", ["critics:panned", "viewers:loved"]],
    ["النقاد هاجموه لكن الناس حبوه", ["critics:panned", "viewers:loved"]],
  ])("%s → %j", (query, expected) => {
    expect(facets(query)).toEqual(expected);
  });

  it.each([
    // A crowd after what it is said of gives no verdict ("fun for everyone"); with another concept it is only who is counted.
    ["something fun for everyone", ["mood:feel-good"]],
    ["loads of laughs for everybody", ["genre:Comedy"]],
    ["hardly anybody went to see it", ["boxoffice:flop"]],
    ["a thriller everybody has seen", ["genre:Thriller/Suspense", "popularity:popular"]],
  ])("%s → %j", (query, expected) => {
    expect(facets(query)).toEqual(expected);
  });
});
