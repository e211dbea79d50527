import { describe, expect, it } from "vitest";
import { keyOf } from "./facets/index.js";
import { Lexicon } from "./lexicon.js";
import { type StemLanguage, tokenise } from "./normalise.js";
import { queryReader } from "./parse-test-kit.js";
import { AR } from "./vocab/ar.js";
import { EN } from "./vocab/en.js";
import { ES } from "./vocab/es.js";

const lexicon = new Lexicon();
const read = queryReader();
const firstFacet = (text: string) => {
  const role = lexicon.rolesOf(tokenise(text)).find((r) => r.role === "facet");
  return role?.role === "facet" ? keyOf(role.facet) : undefined;
};

describe("words of two facets that share a stem", () => {
  // Stems collide across facets ("twist"/"twisted", "animal"/"animated", "cómic"/"cómica"): every
  // phrase of every table must still read its own facet first, so no facet's word is heard as another's.
  it.each([
    ["en", EN],
    ["es", ES],
    ["ar", AR],
  ] as [StemLanguage, typeof EN][])("each %s table phrase reads its own facet", (_, table) => {
    const owners = new Map<string, Set<string>>();
    for (const [facet, phrases] of table.facets) {
      for (const p of phrases) owners.set(p, (owners.get(p) ?? new Set()).add(keyOf(facet)));
    }
    const misread = [...owners].filter(([p, keys]) => !keys.has(firstFacet(p) ?? ""));
    expect(misread.map(([p]) => `${p} → ${firstFacet(p)}`)).toEqual([]);
  });

  it.each([
    // Relaxed is not chilling: "chill" is an easy evening, horror keeps the compounds.
    ["anything chill for a lazy sunday", "mood:feel-good"],
    ["we're just chilling, put on something", "mood:feel-good"],
    ["a spine-chilling ghost story", "genre:Horror"],
    ["una comedia relajante", "mood:feel-good"],
    ["فيلم رايق", "mood:feel-good"],
    // The written form tells the two facets of one stem apart.
    ["movies about animals", "topic:animals"],
    ["animated", "kind:Kids Fiction"],
    ["that twist at the end", "mood:mind-bending"],
    ["una serie", "source:tv"],
  ])("%s → %s", (query, key) => {
    const keys = read(query).flatMap((t) => (t.type === "facet" ? [keyOf(t.facet)] : []));
    expect(keys).toContain(key);
    if (key !== "genre:Horror") expect(keys).not.toContain("genre:Horror");
  });
});
