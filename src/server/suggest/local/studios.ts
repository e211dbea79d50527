import { isOwnKey } from "../../keys.js";
import { wordsOf } from "../../movies/catalog/text.js";
import type { FacetOf } from "./facets/facet.js";
import { studio } from "./facets/make.js";

/**
 * The studio facet (`facets/studio.ts`): the film's distributor. The catalogue records each label as
 * its own distributor ("Fox Searchlight", "Miramax/Dimension", "Sony/Columbia"), and people name a
 * studio casually ("Disney", "la Warner", "Columbia"): a casual name covers every label of its
 * family. Every distributor with enough films is also named by its own catalogue name, with or
 * without its company word ("New Line Cinema", "Orion"), and written without spaces ("Lions Gate").
 * Other spellings (typos, Arabic script) reach these names by sound (`names.ts`).
 */
export const STUDIO_FAMILIES: Readonly<Record<string, readonly string[]>> = {
  Disney: ["Walt Disney Pictures"],
  Warner: ["Warner Bros.", "Warner Independent"],
  Fox: ["20th Century Fox", "Fox Searchlight"],
  Sony: ["Sony Pictures", "Sony/Columbia", "Sony/TriStar", "Sony/Screen Gems"],
  Columbia: ["Sony Pictures", "Sony/Columbia"],
  TriStar: ["Sony/TriStar"],
  "Screen Gems": ["Sony/Screen Gems"],
  Paramount: ["Paramount Pictures", "Paramount Vantage"],
  Miramax: ["Miramax", "Miramax/Dimension"],
  Dimension: ["Miramax/Dimension", "Weinstein/Dimension"],
  Weinstein: ["Weinstein Co.", "Weinstein/Dimension"],
  Focus: ["Focus Features", "Focus/Rogue Pictures"],
  IFC: ["IFC Films", "IFC First Take"],
  MGM: ["MGM", "MGM/UA Classics"],
  "Metro Goldwyn Mayer": ["MGM", "MGM/UA Classics"],
  DreamWorks: ["Dreamworks SKG"],
  // An animation house the catalogue knows by its distributor: Pixar's films are Disney's releases.
  // Said, it is a studio (so "not Pixar" asks the studio away, not animation) that brings its kind
  // of film with it (`COMES_WITH`).
  Pixar: ["Walt Disney Pictures"],
  Goldwyn: ["Samuel Goldwyn Films", "Goldwyn Entertainment", "IDP/Goldwyn/Roadside"],
  // "A big studio": the majors' own labels (not their art-house arms), the vocabulary's "big studio" words.
  "Hollywood majors": [
    "Warner Bros.",
    "Sony Pictures",
    "Sony/Columbia",
    "Sony/TriStar",
    "Sony/Screen Gems",
    "Paramount Pictures",
    "Universal",
    "Walt Disney Pictures",
    "20th Century Fox",
    "MGM",
    "Dreamworks SKG",
    "New Line",
  ],
};

/** A distributor is named by its own catalogue name once it has this many films (a studio people know). */
const STUDIO_MIN_FILMS = 5;

/** Company words a studio's name may carry or drop ("Paramount Pictures" = "Paramount"). */
const COMPANY_WORDS = [
  "pictures",
  "picture",
  "films",
  "film",
  "studios",
  "studio",
  "company",
  "co",
  "cinema",
  "entertainment",
  "releasing",
  "bros",
  "brothers",
  "skg",
];

/** The catalogue distributors a studio facet's name covers. */
export function distributorsOf(value: string): readonly string[] {
  return (isOwnKey(STUDIO_FAMILIES, value) ? STUDIO_FAMILIES[value] : undefined) ?? [value];
}

/** The ways a name is written: its folded words, without its company words, with each company word, without spaces. */
function writings(name: string): string[] {
  const words = wordsOf(name);
  let core = words;
  while (core.length > 1 && COMPANY_WORDS.includes(core.at(-1) ?? "")) core = core.slice(0, -1);
  const forms = new Set([words.join(" "), core.join(" ")]);
  for (const word of COMPANY_WORDS) forms.add(`${core.join(" ")} ${word}`);
  for (const form of [...forms]) if (form.includes(" ")) forms.add(form.replaceAll(" ", ""));
  return [...forms];
}

/** Folded name → studio facet, for every family and every distributor with enough films. */
export function studioNames(distributorCounts: ReadonlyMap<string, number>): Map<string, FacetOf<"studio">> {
  const names = new Map<string, FacetOf<"studio">>();
  for (const [distributor, count] of distributorCounts) {
    if (count < STUDIO_MIN_FILMS) continue;
    for (const form of writings(distributor)) if (!names.has(form)) names.set(form, studio(distributor));
  }
  // A family's casual name wins over a label's own ("Miramax" is Miramax and Miramax/Dimension).
  for (const family of Object.keys(STUDIO_FAMILIES)) {
    for (const form of writings(family)) names.set(form, studio(family));
  }
  return names;
}
