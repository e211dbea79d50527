import { useEffect, useMemo } from "react";
import { useSearchParams } from "wouter";
import type { Facet } from "../../../contract/facets";
import { useAppDispatch } from "../../store/hooks";
import { gptViewShown } from "./gpt-slice";

/**
 * `?view=gpt` shows the GPT Search view; `&q=…` is its query, `&after=…` the query it refines,
 * and each `&without=…` a chip removed from its answer (the facet's JSON).
 */
const VIEW_PARAM = "view";
const GPT_VIEW = "gpt";
const QUERY_PARAM = "q";
const AFTER_PARAM = "after";
const WITHOUT_PARAM = "without";

/** A search as the address holds it: what the page sends, less the language (`addressed-search.ts` reads it back). */
export interface AddressedSearch {
  query: string;
  previous?: string;
  without?: Facet[];
}

/**
 * The GPT view and its query live in the address, so Back returns to Home and a pasted link
 * reproduces the search: `/browse?view=gpt&q=…`; a refinement and removed chips stay so on reload
 * and Back (`&after=‹previous query›`, `&without=‹facet›`). Showing the view pushes `?view=gpt`; a query
 * replaces `q` (Back from the view then still returns to Home); Home drops both. Other parameters
 * of the address are kept. `showGPTsearch` in the store follows the address.
 */
export function useGptAddress() {
  const [params, setParams] = useSearchParams();
  const dispatch = useAppDispatch();
  const showing = params.get(VIEW_PARAM) === GPT_VIEW;
  const query = showing ? (params.get(QUERY_PARAM) ?? "") : "";
  const after = showing ? (params.get(AFTER_PARAM) ?? "") : "";
  const withoutTexts = showing ? params.getAll(WITHOUT_PARAM) : [];
  const withoutKey = withoutTexts.join("\n");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the removed chips change only when their text does.
  const without = useMemo(() => withoutTexts, [withoutKey]);
  useEffect(() => {
    dispatch(gptViewShown(showing));
  }, [dispatch, showing]);

  const edit = (change: (next: URLSearchParams) => void, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        change(next);
        return next;
      },
      { replace },
    );
  return {
    showing,
    query,
    /** The query it refines, and the chips removed (each a facet's JSON, unchecked: `addressed-search.ts`). */
    after,
    without,
    show: () => edit((next) => next.set(VIEW_PARAM, GPT_VIEW)),
    hide: () =>
      edit((next) => {
        next.delete(VIEW_PARAM);
        next.delete(QUERY_PARAM);
        next.delete(AFTER_PARAM);
        next.delete(WITHOUT_PARAM);
      }),
    /** The search shown: its query, the one it refines and the chips removed, if any. */
    setSearch: ({ query: q, previous, without }: AddressedSearch) =>
      edit((next) => {
        next.set(VIEW_PARAM, GPT_VIEW);
        next.set(QUERY_PARAM, q);
        if (previous) next.set(AFTER_PARAM, previous);
        else next.delete(AFTER_PARAM);
        next.delete(WITHOUT_PARAM);
        for (const facet of without ?? []) next.append(WITHOUT_PARAM, JSON.stringify(facet));
      }, true),
  };
}
