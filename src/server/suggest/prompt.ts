import { LANGUAGES, type LanguageId } from "../../contract/language.js";
import { SUGGESTION_COUNT } from "../../contract/suggestions.js";

/**
 * The one user message sent to the model (spec §7): five movie names, comma separated, for the
 * query, titled as they are known in the interface language so the movie search finds them.
 */
export function buildPrompt(query: string, language: LanguageId): string {
  const { englishName } = LANGUAGES[language];
  return [
    `Act as a movie recommendation system and suggest some movies for the query: ${query}.`,
    `Only give me the names of ${SUGGESTION_COUNT} movies, comma separated, with no numbering and no other text,`,
    `like the example given ahead. Use the titles as the movies are known in ${englishName}.`,
    "Example result: Gadar, Sholay, Don, Golmaal, Koi Mil Gaya",
  ].join(" ");
}
