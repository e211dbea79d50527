import { type Facet, FacetSchema } from "../../../contract/facets";
import { FACETS_MAX, QUERY_MAX_LENGTH } from "../../../contract/suggestions";
import type { AddressedSearch } from "./use-gpt-address";

// Read by the GPT Search view only (its lazy chunk), so the facet parsers stay out of /browse's first load.

/** One key per search, the same for the same query, refinement and removed chips. */
export const searchKey = (search: AddressedSearch): string =>
  JSON.stringify([search.query, search.previous ?? "", (search.without ?? []).map((f) => JSON.stringify(f))]);

/** Removed chips read back from the address, each checked with the contract; anything else is dropped. */
function facetsOf(texts: readonly string[]): Facet[] {
  return texts.slice(0, FACETS_MAX).flatMap((text) => {
    try {
      const parsed = FacetSchema.safeParse(JSON.parse(text));
      return parsed.success ? [parsed.data] : [];
    } catch {
      // Not JSON: an edited or truncated address. The chip is simply not removed.
      return [];
    }
  });
}

/** The address's search, when it holds a query of an acceptable length. */
export function searchOf(query: string, after: string, withoutTexts: readonly string[]): AddressedSearch | null {
  const q = query.trim();
  const previous = after.trim();
  const without = facetsOf(withoutTexts);
  if (!q || q.length > QUERY_MAX_LENGTH) return null;
  return {
    query: q,
    ...(previous && previous.length <= QUERY_MAX_LENGTH && { previous }),
    ...(without.length > 0 && { without }),
  };
}
