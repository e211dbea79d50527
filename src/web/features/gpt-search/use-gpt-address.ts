import { useEffect } from "react";
import { useSearchParams } from "wouter";
import { useAppDispatch } from "../../store/hooks";
import { gptViewShown } from "./gpt-slice";

/** `?view=gpt` shows the GPT Search view; `&q=…` is its query. */
const VIEW_PARAM = "view";
const GPT_VIEW = "gpt";
const QUERY_PARAM = "q";

/**
 * The GPT view and its query live in the address, so Back returns to Home and a pasted link
 * reproduces the search: `/browse?view=gpt&q=…`. Showing the view pushes `?view=gpt`; a query
 * replaces `q` (Back from the view then still returns to Home); Home drops both. Other parameters
 * of the address are kept. `showGPTsearch` in the store follows the address.
 */
export function useGptAddress() {
  const [params, setParams] = useSearchParams();
  const dispatch = useAppDispatch();
  const showing = params.get(VIEW_PARAM) === GPT_VIEW;
  const query = showing ? (params.get(QUERY_PARAM) ?? "") : "";
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
    show: () => edit((next) => next.set(VIEW_PARAM, GPT_VIEW)),
    hide: () =>
      edit((next) => {
        next.delete(VIEW_PARAM);
        next.delete(QUERY_PARAM);
      }),
    setQuery: (q: string) =>
      edit((next) => {
        next.set(VIEW_PARAM, GPT_VIEW);
        next.set(QUERY_PARAM, q);
      }, true),
  };
}
