import type { LanguageId } from "../../../contract/language.js";
import type { CatalogGenre, StoryKind } from "../catalog/genres.js";

/** vega's "Source" values worth a sentence. */
export type Source =
  | "Based on Book/Short Story"
  | "Based on Factual Book/Article"
  | "Based on Magazine Article"
  | "Based on Play"
  | "Based on Musical/Opera"
  | "Based on Comic/Graphic Novel"
  | "Based on Real Life Events"
  | "Based on TV"
  | "Based on Game"
  | "Traditional/Legend/Fairytale"
  | "Remake";

/**
 * Everything an overview says, in one language. `{name}` marks a value filled in when writing; a phrase that
 * starts with a separator (", rated …") is appended to the sentence before it.
 */
export interface OverviewPhrases {
  /** The noun for a film whose genre is unknown. */
  film: string;
  genres: Readonly<Record<CatalogGenre, string>>;
  kinds: Readonly<Record<StoryKind, string>>;
  sources: Readonly<Record<Source, string>>;
  /** The opening noun phrase, word by word; a placeholder with nothing to say is left out with its space. */
  subject: string;
  year: string;
  directedBy: string;
  ratedAs: string;
  /** Joins the IMDb and Rotten Tomatoes ratings. */
  and: string;
  imdb: string;
  rottenTomatoes: string;
  /** An amount under a million, and one of a million or more ("107.9 million"). */
  money: string;
  moneyMillions: string;
  grossUsAndWorld: string;
  grossUs: string;
  grossWorld: string;
  certificateAndRuntime: string;
  certificate: string;
  runtime: string;
}

const EN: OverviewPhrases = {
  film: "film",
  genres: {
    Action: "action film",
    Adventure: "adventure film",
    "Black Comedy": "black comedy",
    Comedy: "comedy",
    "Concert/Performance": "concert film",
    Documentary: "documentary",
    Drama: "drama",
    Horror: "horror film",
    Musical: "musical",
    "Romantic Comedy": "romantic comedy",
    "Thriller/Suspense": "thriller",
    Western: "western",
  },
  kinds: {
    "Science Fiction": "science-fiction",
    Fantasy: "fantasy",
    "Historical Fiction": "period",
    "Kids Fiction": "family",
    "Super Hero": "superhero",
  },
  sources: {
    "Based on Book/Short Story": "Based on a book.",
    "Based on Factual Book/Article": "Based on a non-fiction book.",
    "Based on Magazine Article": "Based on a magazine article.",
    "Based on Play": "Adapted from a stage play.",
    "Based on Musical/Opera": "Adapted from a stage musical.",
    "Based on Comic/Graphic Novel": "Based on a comic.",
    "Based on Real Life Events": "Based on real events.",
    "Based on TV": "Based on a TV series.",
    "Based on Game": "Based on a game.",
    "Traditional/Legend/Fairytale": "Drawn from a classic tale.",
    Remake: "A remake of an earlier film.",
  },
  subject: "A {year} {kind} {genre}",
  year: "{year}",
  directedBy: " directed by {director}",
  ratedAs: ", rated {ratings}",
  and: " and ",
  imdb: "{rating} on IMDb",
  rottenTomatoes: "{percent} on Rotten Tomatoes",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a dollar sign before the {amount} placeholder
  money: "${amount}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a dollar sign before the {amount} placeholder
  moneyMillions: "${amount}",
  grossUsAndWorld: "It earned {us} in the US and {world} worldwide.",
  grossUs: "It earned {us} in the US.",
  grossWorld: "It earned {world} worldwide.",
  certificateAndRuntime: "Rated {certificate}, {minutes} minutes.",
  certificate: "Rated {certificate}.",
  runtime: "Runs {minutes} minutes.",
};

const AR: OverviewPhrases = {
  film: "فيلم",
  genres: {
    Action: "فيلم حركة",
    Adventure: "فيلم مغامرات",
    "Black Comedy": "فيلم كوميديا سوداء",
    Comedy: "فيلم كوميدي",
    "Concert/Performance": "فيلم حفل موسيقي",
    Documentary: "فيلم وثائقي",
    Drama: "فيلم درامي",
    Horror: "فيلم رعب",
    Musical: "فيلم موسيقي",
    "Romantic Comedy": "فيلم كوميدي رومانسي",
    "Thriller/Suspense": "فيلم إثارة وتشويق",
    Western: "فيلم غربي",
  },
  kinds: {
    "Science Fiction": "من الخيال العلمي",
    Fantasy: "من عالم الفانتازيا",
    "Historical Fiction": "تاريخي",
    "Kids Fiction": "عائلي",
    "Super Hero": "عن الأبطال الخارقين",
  },
  sources: {
    "Based on Book/Short Story": "مقتبس من كتاب.",
    "Based on Factual Book/Article": "مقتبس من كتاب واقعي.",
    "Based on Magazine Article": "مقتبس من مقال في مجلة.",
    "Based on Play": "مقتبس من مسرحية.",
    "Based on Musical/Opera": "مقتبس من عمل موسيقي مسرحي.",
    "Based on Comic/Graphic Novel": "مقتبس من قصة مصورة.",
    "Based on Real Life Events": "مستوحى من أحداث حقيقية.",
    "Based on TV": "مقتبس من مسلسل تلفزيوني.",
    "Based on Game": "مقتبس من لعبة.",
    "Traditional/Legend/Fairytale": "مستوحى من حكاية شعبية.",
    Remake: "إعادة إنتاج لفيلم سابق.",
  },
  subject: "{genre} {kind} {year}",
  year: "صدر عام {year}",
  directedBy: "، من إخراج {director}",
  ratedAs: "، وحصل على تقييم {ratings}",
  and: " و",
  imdb: "{rating} على IMDb",
  rottenTomatoes: "{percent} على Rotten Tomatoes",
  money: "{amount} دولار",
  moneyMillions: "{amount} دولار",
  grossUsAndWorld: "حقق {us} في الولايات المتحدة و{world} حول العالم.",
  grossUs: "حقق {us} في الولايات المتحدة.",
  grossWorld: "حقق {world} حول العالم.",
  certificateAndRuntime: "التصنيف العمري: {certificate}، المدة: {minutes} دقيقة.",
  certificate: "التصنيف العمري: {certificate}.",
  runtime: "المدة: {minutes} دقيقة.",
};

/** Words that agree with the genre noun are written for "película" (feminine); see `SPANISH_GENRE_GENDER`. */
const SPANISH: OverviewPhrases = {
  film: "película",
  genres: {
    Action: "película de acción",
    Adventure: "película de aventuras",
    "Black Comedy": "comedia negra",
    Comedy: "comedia",
    "Concert/Performance": "película de concierto",
    Documentary: "documental",
    Drama: "drama",
    Horror: "película de terror",
    Musical: "musical",
    "Romantic Comedy": "comedia romántica",
    "Thriller/Suspense": "thriller",
    Western: "wéstern",
  },
  kinds: {
    "Science Fiction": "de ciencia ficción",
    Fantasy: "de fantasía",
    "Historical Fiction": "de época",
    "Kids Fiction": "familiar",
    "Super Hero": "de superhéroes",
  },
  sources: {
    "Based on Book/Short Story": "Basada en un libro.",
    "Based on Factual Book/Article": "Basada en un libro de no ficción.",
    "Based on Magazine Article": "Basada en un artículo de revista.",
    "Based on Play": "Adaptación de una obra de teatro.",
    "Based on Musical/Opera": "Adaptación de un musical.",
    "Based on Comic/Graphic Novel": "Basada en un cómic.",
    "Based on Real Life Events": "Basada en hechos reales.",
    "Based on TV": "Basada en una serie de televisión.",
    "Based on Game": "Basada en un videojuego.",
    "Traditional/Legend/Fairytale": "Inspirada en un cuento clásico.",
    Remake: "Nueva versión de una película anterior.",
  },
  subject: "Una {genre} {kind} {year}",
  year: "de {year}",
  directedBy: " dirigida por {director}",
  ratedAs: ", con una valoración de {ratings}",
  and: " y ",
  imdb: "{rating} en IMDb",
  rottenTomatoes: "un {percent} en Rotten Tomatoes",
  money: "{amount} dólares",
  moneyMillions: "{amount} de dólares",
  grossUsAndWorld: "Recaudó {us} en EE. UU. y {world} en todo el mundo.",
  grossUs: "Recaudó {us} en EE. UU.",
  grossWorld: "Recaudó {world} en todo el mundo.",
  certificateAndRuntime: "Clasificación {certificate}, {minutes} minutos.",
  certificate: "Clasificación {certificate}.",
  runtime: "{minutes} minutos.",
};

export const OVERVIEW_PHRASES: Readonly<Record<LanguageId, OverviewPhrases>> = { EN, AR, spanish: SPANISH };

/** The grammatical gender of each Spanish genre noun; the words that agree with it follow. */
export const SPANISH_GENRE_GENDER: Readonly<Record<CatalogGenre, "masculine" | "feminine">> = {
  Action: "feminine",
  Adventure: "feminine",
  "Black Comedy": "feminine",
  Comedy: "feminine",
  "Concert/Performance": "feminine",
  Documentary: "masculine",
  Drama: "masculine",
  Horror: "feminine",
  Musical: "masculine",
  "Romantic Comedy": "feminine",
  "Thriller/Suspense": "masculine",
  Western: "masculine",
};
