import { useSearchParams } from "wouter";

/** `?genre=…`: the genre being browsed, so Back returns to all rows and a link opens the genre. */
const GENRE_PARAM = "genre";

export function useGenreAddress() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(GENRE_PARAM) ?? "";
  return {
    /** The genre id in the address when it is well-formed, else "" (all rows). */
    genre: /^[a-z0-9-]{1,40}$/.test(raw) ? raw : "",
    setGenre: (id: string) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (id === "") next.delete(GENRE_PARAM);
        else next.set(GENRE_PARAM, id);
        return next;
      }),
  };
}
