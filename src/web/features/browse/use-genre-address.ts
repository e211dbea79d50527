import { useSearchParams } from "wouter";

/** `?genre=…`: the genre being browsed, so Back returns to all rows and a link opens the genre. */
const GENRE_PARAM = "genre";

/** What a genre id looks like; anything else in the address is a genre no source knows. */
export const isGenreId = (id: string): boolean => /^[a-z0-9-]{1,40}$/.test(id);

export function useGenreAddress() {
  const [params, setParams] = useSearchParams();
  return {
    /** The genre in the address (unknown ones too, so the page can say so), or "" for all rows. */
    genre: (params.get(GENRE_PARAM) ?? "").trim().slice(0, 100),
    setGenre: (id: string) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (id === "") next.delete(GENRE_PARAM);
        else next.set(GENRE_PARAM, id);
        return next;
      }),
  };
}
