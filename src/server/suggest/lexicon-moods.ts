import type { Effect, QueryIntent } from "./lexicon.js";
import { MOOD_EXCLUDES } from "./moods.js";

/**
 * Moods, occasions, acclaim and martial arts in everyday words (English, Spanish, Arabic;
 * normalised by the lexicon: lower case, no accents, Arabic letter forms unified).
 */
export const MOOD_LEXICON: readonly (readonly [string[], Effect | Effect[]])[] = [
  [
    [
      "feel good",
      "feelgood",
      "uplifting",
      "cheerful",
      "cheer me up",
      "happy",
      "lighthearted",
      "light hearted",
      "wholesome",
      "heartwarming",
      "para sentirse bien",
      "alegre",
      "alegres",
      "optimista",
      "مبهج",
      "مبهجه",
      "مفرح",
      "مفرحه",
    ],
    { mood: "feel-good" },
  ],
  [
    [
      "tearjerker",
      "tearjerkers",
      "tear jerker",
      "sad",
      "make me cry",
      "cry",
      "weepy",
      "heartbreaking",
      "emotional",
      "lacrimogena",
      "lacrimogenas",
      "triste",
      "tristes",
      "para llorar",
      "llorar",
      "حزين",
      "حزينه",
      "مبكي",
      "مبكيه",
      "مؤثر",
      "مؤثره",
    ],
    { mood: "tearjerker" },
  ],
  [
    [
      "mind bending",
      "mindbending",
      "mind blowing",
      "mind blown",
      "plot twist",
      "twist",
      "twists",
      "cerebral",
      "trippy",
      "thought provoking",
      "makes you think",
      "alucinante",
      "alucinantes",
      "giro",
      "giros",
      "que te haga pensar",
      "محير",
      "محيره",
      "يحير العقل",
      "معقد",
      "معقده",
    ],
    { mood: "mind-bending" },
  ],
  [
    [
      "date night",
      "first date",
      "a date",
      "with my girlfriend",
      "with my boyfriend",
      "with my wife",
      "with my husband",
      "cita",
      "noche de cita",
      "en pareja",
      "موعد",
      "موعد غرامي",
      "سهره رومانسيه",
      "مع حبيبتي",
    ],
    { mood: "date-night" },
  ],
  [
    [
      "rainy day",
      "rainy sunday",
      "rainy afternoon",
      "rainy",
      "cozy",
      "cosy",
      "lazy sunday",
      "sunday afternoon",
      "dia de lluvia",
      "dia lluvioso",
      "lluvioso",
      "tarde de domingo",
      "يوم ممطر",
      "ممطر",
      "يوم الجمعه",
    ],
    { mood: "rainy-day" },
  ],
  [
    [
      "family night",
      "family movie night",
      "movie night with the kids",
      "noche familiar",
      "noche en familia",
      "ليله عائليه",
      "سهره عائليه",
    ],
    { mood: "family-night" },
  ],
  [["halloween", "scary night", "noche de miedo", "ليله مرعبه"], { mood: "scary-night" }],
  [
    [
      "won lots of oscars",
      "won oscars",
      "oscar winning",
      "oscar winners",
      "oscars",
      "academy award",
      "academy awards",
      "award winning",
      "awards",
      "acclaimed",
      "critically acclaimed",
      "masterpieces",
      "ganadoras del oscar",
      "premiadas",
      "premios",
      "aclamadas",
      "حائزه على جوائز",
      "جوائز",
      "الاوسكار",
      "اوسكار",
    ],
    { quality: "best" },
  ],
  [
    [
      "kung fu",
      "martial arts",
      "martial art",
      "karate",
      "samurai",
      "ninja",
      "artes marciales",
      "فنون قتاليه",
      "كونغ فو",
    ],
    { topic: "martial-arts" },
  ],
];

/** "no", "not", "without", "nothing" and their Spanish and Arabic forms, before what is asked away. */
const NEGATION =
  / (?:no|not|without|nothing|never|sin|nada de|ni|بدون|بلا|مش|ليس|غير) (?:too |so |very |muy |demasiado |tan |a |an |any |ningun |ninguna )?(\S+)(?: (\S+))?/g;
/** "not too long", "no muy larga", "مش طويل": a length under two hours. */
const NOT_LONG = new Set(["long", "larga", "largo", "largas", "طويل", "طويله", "lengthy"]);

/**
 * Negations: "no horror", "nothing scary", "sin terror", "بدون رعب" rule a genre out (never
 * relaxed); "not too long" caps the length at two hours. `genresOf` reads a word (or two) as the
 * lexicon does. Returns the string without what was understood.
 */
export function parseNegations(
  s: string,
  intent: QueryIntent,
  genresOf: (words: string) => readonly string[] | undefined,
): string {
  return s.replace(NEGATION, (whole, first: string, second: string | undefined) => {
    const pair = second ? genresOf(`${first} ${second}`) : undefined;
    const genres = pair ?? genresOf(first);
    const rest = pair || !second ? " " : ` ${second} `;
    if (genres) {
      intent.excludedGenres = new Set([...(intent.excludedGenres ?? []), ...genres]);
      intent.understood.push(`not:${genres.join("|")}`);
      return rest;
    }
    if (NOT_LONG.has(first)) {
      intent.runtime = { ...intent.runtime, max: 120 };
      intent.understood.push("runtime:not-long");
      return rest;
    }
    return whole;
  });
}

/** A mood also rules out the genres that never fit it (a feel-good evening is never horror). */
export function applyMood(intent: QueryIntent, mood: NonNullable<QueryIntent["moods"]>[number]): void {
  intent.moods = [...new Set([...(intent.moods ?? []), mood])];
  const excluded = MOOD_EXCLUDES[mood];
  if (excluded) intent.excludedGenres = new Set([...(intent.excludedGenres ?? []), ...excluded]);
}
