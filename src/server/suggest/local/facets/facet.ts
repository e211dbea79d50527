import type { PlainFacet } from "../../../../contract/facets.js";

/**
 * The engine's facet: the wire's own typed facet (`contract/facets.ts`), so no side ever splits a
 * string; plus one the engine keeps to itself, a resemblance never shown as a chip: "like X"
 * orders films of X's exact catalogue genre first (`same-genre`).
 */
export type Facet = PlainFacet | { kind: "same-genre"; value: string };
export type FacetKind = Facet["kind"];
export type FacetOf<K extends FacetKind> = Extract<Facet, { kind: K }>;
