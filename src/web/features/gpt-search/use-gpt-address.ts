import { useEffect } from "react";
import { useSearchParams } from "wouter";
import { useAppDispatch } from "../../store/hooks";
import { gptViewShown } from "./gpt-slice";

/** `?view=gpt` shows the GPT Search view; `&q=…` is its query, `&after=…` the query it refines. */
const VIEW_PARAM = "view";
const GPT_VIEW = "gpt";
const QUERY_PARAM = "q";
const AFTER_PARAM = "after";

/**
 * The GPT view and its query live in the address, so Back returns to Home and a pasted link
 * reproduces the search: `/browse?view=gpt&q=…`, and a refinement stays one on reload and Back
 * (`&after=‹previous query›`). Showing the view pushes `?view=gpt`; a query
 * replaces `q` (Back from the view then still returns to Home); Home drops both. Other parameters
 * of the address are kept. `showGPTsearch` in the store follows the address.
 */
export function useGptAddress() {
  const [params, setParams] = useSearchParams();
  const dispatch = useAppDispatch();
  const showing = params.get(VIEW_PARAM) === GPT_VIEW;
  const query = showing ? (params.get(QUERY_PARAM) ?? "") : "";
  const after = showing ? (params.get(AFTER_PARAM) ?? "") : "";
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
    after,
    show: () => edit((next) => next.set(VIEW_PARAM, GPT_VIEW)),
    hide: () =>
      edit((next) => {
        next.delete(VIEW_PARAM);
        next.delete(QUERY_PARAM);
        next.delete(AFTER_PARAM);
      }),
    /** The query shown, and the one it refines, if any. */
    setQuery: (q: string, previous?: string) =>
      edit((next) => {
        next.set(VIEW_PARAM, GPT_VIEW);
        next.set(QUERY_PARAM, q);
        if (previous) next.set(AFTER_PARAM, previous);
        else next.delete(AFTER_PARAM);
      }, true),
  };
}
