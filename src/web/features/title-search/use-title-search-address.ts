import { useSearchParams } from "wouter";

/** `?search=…`: the title search text, so a search survives a reload and can be shared. */
const SEARCH_PARAM = "search";
/** Fewer characters than this search nothing: one letter matches half the catalogue. */
export const TITLE_SEARCH_MIN_LENGTH = 2;
/** Longer texts are cut: no title is longer, and the server refuses more than 300 characters. */
export const TITLE_SEARCH_MAX_LENGTH = 100;

/**
 * The title search in the address: `text` as typed, and `query` (trimmed) once it is long enough
 * to search. Typing replaces the entry (Back does not replay every keystroke); clearing removes it.
 */
export function useTitleSearchAddress() {
  const [params, setParams] = useSearchParams();
  const text = params.get(SEARCH_PARAM) ?? "";
  const trimmed = text.trim();
  return {
    text,
    query: trimmed.length >= TITLE_SEARCH_MIN_LENGTH ? trimmed : "",
    setText: (next: string) =>
      setParams(
        (prev) => {
          const updated = new URLSearchParams(prev);
          const value = next.slice(0, TITLE_SEARCH_MAX_LENGTH);
          if (value === "") updated.delete(SEARCH_PARAM);
          else updated.set(SEARCH_PARAM, value);
          return updated;
        },
        { replace: true },
      ),
  };
}
