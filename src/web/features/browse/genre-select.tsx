import { LabelledSelect, type SelectOption } from "../../components/labelled-select";
import { useLanguage, useStrings } from "../../i18n/use-strings";
import { useGetGenresQuery } from "./movies-api";
import { browseStrings } from "./strings";
import { useGenreAddress } from "./use-genre-address";

/** The 'Genres' control: a select of every genre the movie source knows, "All genres" first. */
export function GenreSelect() {
  const t = useStrings(browseStrings);
  const language = useLanguage();
  const { genre, setGenre } = useGenreAddress();
  const genres = useGetGenresQuery(language).data;
  // An address naming no genre shows so here too, rather than "All genres".
  const unknown: SelectOption[] =
    genre !== "" && genres && !genres.some((g) => g.id === genre) ? [[genre, t.unknownGenre, true]] : [];
  return (
    <LabelledSelect
      className="px-[4vw]"
      label={t.genres}
      value={genre}
      any={t.allGenres}
      options={[...unknown, ...(genres ?? []).map((g): SelectOption => [g.id, g.name])]}
      disabled={!genres}
      onPick={setGenre}
    />
  );
}
