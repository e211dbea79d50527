import { useId } from "react";
import { useLanguage, useStrings } from "../../i18n/use-strings";
import { useGetGenresQuery } from "./movies-api";
import { browseStrings } from "./strings";
import { useGenreAddress } from "./use-genre-address";

/** The 'Genres' control: a select of every genre the movie source knows, "All genres" first. */
export function GenreSelect() {
  const t = useStrings(browseStrings);
  const language = useLanguage();
  const { genre, setGenre } = useGenreAddress();
  const genres = useGetGenresQuery(language);
  const id = useId();
  return (
    <div className="flex items-center gap-3 px-[4vw]">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t.genres}
      </label>
      <select
        id={id}
        value={genre}
        disabled={!genres.data}
        onChange={(event) => setGenre(event.target.value)}
        className="h-11 rounded-md bg-black/70 px-3 text-sm text-ink ring-1 ring-white/30 focus:ring-2 focus:ring-white/70 focus:outline-none md:h-9"
      >
        <option value="">{t.allGenres}</option>
        {/* An address naming no genre shows so here too, rather than "All genres". */}
        {genre !== "" && genres.data && !genres.data.some((g) => g.id === genre) && (
          <option value={genre} disabled>
            {t.unknownGenre}
          </option>
        )}
        {genres.data?.map((g) => (
          <option key={g.id} value={g.id}>
            {g.name}
          </option>
        ))}
      </select>
    </div>
  );
}
