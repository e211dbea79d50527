import type { LanguageId } from "../../src/contract/language.js";
import wordings from "./wordings.json" with { type: "json" };

/**
 * How the evaluation says each facet (`wordings.json`), written for the evaluation (not taken from
 * the engine's vocabulary tables). Every list is a set of paraphrase families: the first two are the
 * dev half's, the others the test half's, which the engine's author must never tune against one by one.
 */
export type Said = Readonly<Record<LanguageId, readonly string[]>>;

/** The index from which a family belongs to the test half. */
export const TEST_FAMILIES_FROM = 2;

/** Frames around a genre's or creative type's name as the page's genre menu writes it ({n}). */
export const GENRE_FRAMES: Said = wordings.genreFrames;
/** Frames around a director's name. */
export const DIRECTOR_FRAMES: Said = wordings.directorFrames;
/** Frames around a decade: {d} its two digits ("80"), {y} its first year ("1980"), {w} its name. */
export const DECADE_FRAMES: Said = wordings.decadeFrames;
/** Decade names per language, by first year. */
export const DECADE_NAMES: Readonly<Record<number, Said>> = wordings.decadeNames;
/** Open year ranges: {y} a year. */
export const BEFORE_FRAMES: Said = wordings.beforeFrames;
export const SINCE_FRAMES: Said = wordings.sinceFrames;
/** Hand-written wordings per facet, each list dev, dev, test, test (or more). */
export const WORDS: Readonly<Record<string, Said>> = wordings.words;

/**
 * Paraphrase families for the facets people say as an amount of a concept (`measure.ts`): money
 * made, tickets sold, people who went to see it, critics' judgement, people who have seen or know
 * it. Written by the rule's author while building it, so they belong to the dev half only, always
 * (whatever their position): they show the rule works on phrasings, never that it generalises.
 */
export const MEASURED_DEV_WORDS: Readonly<Record<string, Said>> = wordings.measuredDevWords;

/**
 * The grammar's frames (`grammar-queries.ts`): "‹s› but no ‹e›", "‹s› without violence", "like ‹x›
 * but no ‹g›", "‹a› or ‹b›", and the follow-ups "but no ‹e›" and "older" (after "‹s› from the 90s").
 */
export const GRAMMAR_FRAMES: Readonly<Record<keyof typeof wordings.grammar, Said>> = wordings.grammar;
