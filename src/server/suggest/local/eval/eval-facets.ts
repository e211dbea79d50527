import type { LanguageId } from "../../../../contract/language.js";
import type { Film } from "../../../movies/catalog.js";

/**
 * The facets the evaluation asks about, each with a fact check written on the catalogue's own
 * fields (independently of the engine's facet tests) and its own ways of saying it, in each
 * language. `say[language][0]` is used by the dev half, the others by the test half, so the test
 * half also measures wordings the engine's author did not tune against.
 */
export interface EvalFacet {
  /** What is asked for, for the per-kind figures. */
  kind:
    | "genre"
    | "kind"
    | "source"
    | "audience"
    | "years"
    | "runtime"
    | "director"
    | "acclaim"
    | "boxoffice"
    | "negation";
  /** What the fact check says ("Based on Book/Short Story"). */
  fact: string;
  /** Whether a film has the fact. */
  test: (f: Film) => boolean;
  /** Noun phrases in each language ("comedies", "comedias", "أفلام كوميدية"). */
  say: Readonly<Record<LanguageId, readonly string[]>>;
  /** A combination needs every film to meet `test`, not four of five (a negation: none may break it). */
  strict?: boolean;
}

const genre =
  (...names: string[]) =>
  (f: Film) =>
    names.includes(f.genre ?? "");
const COMEDY = genre("Comedy", "Romantic Comedy", "Black Comedy");
const source =
  (...names: string[]) =>
  (f: Film) =>
    names.includes(f.source ?? "");
const years = (min: number, max: number) => (f: Film) => f.year !== null && f.year >= min && f.year <= max;
const rated =
  (...r: string[]) =>
  (f: Film) =>
    r.includes(f.mpaa ?? "");

export const EVAL_FACETS: readonly EvalFacet[] = [
  {
    kind: "genre",
    fact: "Comedy",
    test: COMEDY,
    say: {
      EN: ["comedies", "funny movies"],
      spanish: ["comedias", "películas graciosas"],
      AR: ["أفلام كوميدية", "أفلام مضحكة"],
    },
  },
  {
    kind: "genre",
    fact: "Horror",
    test: genre("Horror"),
    say: {
      EN: ["horror films", "scary movies"],
      spanish: ["películas de terror", "películas de miedo"],
      AR: ["أفلام رعب", "أفلام مخيفة"],
    },
  },
  {
    kind: "genre",
    fact: "Drama",
    test: genre("Drama"),
    say: {
      EN: ["dramas", "dramatic films"],
      spanish: ["dramas", "películas dramáticas"],
      AR: ["أفلام دراما", "أفلام درامية"],
    },
  },
  {
    kind: "genre",
    fact: "Action",
    test: genre("Action"),
    say: {
      EN: ["action movies", "action flicks"],
      spanish: ["películas de acción", "cine de acción"],
      AR: ["أفلام أكشن", "أفلام حركة"],
    },
  },
  {
    kind: "genre",
    fact: "Adventure",
    test: genre("Adventure"),
    say: {
      EN: ["adventure movies", "adventures"],
      spanish: ["películas de aventuras", "aventuras"],
      AR: ["أفلام مغامرات", "مغامرة"],
    },
  },
  {
    kind: "genre",
    fact: "Thriller/Suspense",
    test: genre("Thriller/Suspense"),
    say: {
      EN: ["thrillers", "suspense films"],
      spanish: ["thrillers", "películas de suspenso"],
      AR: ["أفلام إثارة", "أفلام تشويق"],
    },
  },
  {
    kind: "genre",
    fact: "Western",
    test: genre("Western"),
    say: {
      EN: ["westerns", "cowboy movies"],
      spanish: ["películas del oeste", "westerns"],
      AR: ["أفلام ويسترن", "أفلام رعاة البقر"],
    },
  },
  {
    kind: "genre",
    fact: "Musical",
    test: genre("Musical", "Concert/Performance"),
    say: {
      EN: ["musicals", "musical films"],
      spanish: ["musicales", "películas musicales"],
      AR: ["أفلام موسيقية", "أفلام استعراضية"],
    },
  },
  {
    kind: "genre",
    fact: "Documentary",
    test: genre("Documentary"),
    say: {
      EN: ["documentaries", "documentary films"],
      spanish: ["documentales", "un documental"],
      AR: ["أفلام وثائقية", "وثائقيات"],
    },
  },
  {
    kind: "genre",
    fact: "Romantic Comedy",
    test: genre("Romantic Comedy"),
    say: {
      EN: ["romantic comedies", "rom-coms"],
      spanish: ["comedias románticas", "una comedia romántica"],
      AR: ["كوميديا رومانسية", "أفلام كوميدية رومانسية"],
    },
  },
  {
    kind: "kind",
    fact: "Science Fiction",
    test: (f) => f.creativeType === "Science Fiction",
    say: {
      EN: ["science fiction", "sci-fi movies"],
      spanish: ["ciencia ficción", "películas de ciencia ficción"],
      AR: ["خيال علمي", "أفلام الخيال العلمي"],
    },
  },
  {
    kind: "kind",
    fact: "Fantasy",
    test: (f) => f.creativeType === "Fantasy",
    say: {
      EN: ["fantasy films", "fantasy movies with magic"],
      spanish: ["películas de fantasía", "fantasía"],
      AR: ["أفلام فانتازيا", "أفلام خيالية"],
    },
  },
  {
    kind: "kind",
    fact: "Super Hero",
    test: (f) => f.creativeType === "Super Hero",
    say: {
      EN: ["superhero movies", "super hero films"],
      spanish: ["películas de superhéroes", "superhéroes"],
      AR: ["أفلام أبطال خارقين", "أفلام الأبطال الخارقين"],
    },
  },
  {
    kind: "kind",
    fact: "Historical Fiction",
    test: (f) => f.creativeType === "Historical Fiction",
    say: {
      EN: ["historical films", "period pieces"],
      spanish: ["películas históricas", "películas de época"],
      AR: ["أفلام تاريخية", "فيلم تاريخي"],
    },
  },
  {
    kind: "kind",
    fact: "Kids Fiction",
    test: (f) => f.creativeType === "Kids Fiction",
    say: {
      EN: ["animated movies", "cartoons"],
      spanish: ["películas animadas", "dibujos animados"],
      AR: ["أفلام رسوم متحركة", "أفلام كرتون"],
    },
  },
  {
    kind: "source",
    fact: "Based on Book/Short Story",
    test: source("Based on Book/Short Story", "Based on Factual Book/Article"),
    say: {
      EN: ["films based on a novel", "book adaptations"],
      spanish: ["películas basadas en novelas", "adaptaciones de libros"],
      AR: ["أفلام مقتبسة من روايات", "أفلام مأخوذة عن كتب"],
    },
  },
  {
    kind: "source",
    fact: "Based on Play",
    test: source("Based on Play"),
    say: {
      EN: ["movies adapted from a play", "films based on stage plays"],
      spanish: ["películas basadas en obras de teatro", "adaptaciones teatrales"],
      AR: ["أفلام مقتبسة من مسرحيات", "فيلم عن مسرحية"],
    },
  },
  {
    kind: "source",
    fact: "Based on Comic/Graphic Novel",
    test: source("Based on Comic/Graphic Novel"),
    say: {
      EN: ["comic book movies", "films based on graphic novels"],
      spanish: ["películas basadas en cómics", "adaptaciones de novelas gráficas"],
      AR: ["أفلام مقتبسة من القصص المصورة", "أفلام كوميكس"],
    },
  },
  {
    kind: "source",
    fact: "Based on Real Life Events",
    test: source("Based on Real Life Events", "Based on Factual Book/Article"),
    say: {
      EN: ["movies based on true stories", "films about real events"],
      spanish: ["películas basadas en hechos reales", "historias reales"],
      AR: ["أفلام مبنية على قصة حقيقية", "أفلام عن أحداث حقيقية"],
    },
  },
  {
    kind: "source",
    fact: "Remake",
    test: source("Remake"),
    say: {
      EN: ["remakes", "remade classics"],
      spanish: ["remakes", "nuevas versiones"],
      AR: ["أفلام إعادة إنتاج", "ريميك"],
    },
  },
  {
    kind: "source",
    fact: "Based on TV",
    test: source("Based on TV"),
    say: {
      EN: ["movies based on TV shows", "films from television series"],
      spanish: ["películas basadas en series de televisión", "películas de series de tv"],
      AR: ["أفلام مقتبسة من مسلسلات", "أفلام عن برامج تلفزيونية"],
    },
  },
  {
    kind: "source",
    fact: "Based on Game",
    test: source("Based on Game"),
    say: {
      EN: ["video game movies", "films based on video games"],
      spanish: ["películas de videojuegos", "películas basadas en videojuegos"],
      AR: ["أفلام مقتبسة من ألعاب فيديو", "أفلام ألعاب الفيديو"],
    },
  },
  {
    kind: "audience",
    fact: "rated G",
    test: rated("G"),
    say: {
      EN: ["movies for little kids", "films for toddlers"],
      spanish: ["películas para niños pequeños", "pelis para los más pequeños"],
      AR: ["أفلام للأطفال الصغار", "أفلام للصغار"],
    },
  },
  {
    kind: "audience",
    fact: "rated G or PG",
    test: rated("G", "PG"),
    say: {
      EN: ["family movies", "films for the whole family"],
      spanish: ["películas familiares", "películas para toda la familia"],
      AR: ["أفلام عائلية", "أفلام للعائلة"],
    },
  },
  {
    kind: "audience",
    fact: "rated PG-13 or lower",
    test: rated("G", "PG", "PG-13"),
    say: {
      EN: ["movies, nothing rated R", "films rated PG-13 at most"],
      spanish: ["películas pg-13 como máximo", "películas, nada para adultos"],
      AR: ["أفلام بدون عنف", "أفلام ليست للكبار"],
    },
  },
  {
    kind: "audience",
    fact: "rated R or NC-17",
    test: rated("R", "NC-17"),
    say: {
      EN: ["movies for adults", "R-rated movies"],
      spanish: ["películas para adultos", "películas violentas"],
      AR: ["أفلام للكبار", "أفلام للبالغين"],
    },
  },
  {
    kind: "years",
    fact: "from the 1980s",
    test: years(1980, 1989),
    say: {
      EN: ["movies from the 80s", "films of the eighties"],
      spanish: ["películas de los ochenta", "películas de los años 80"],
      AR: ["أفلام الثمانينات", "أفلام من الثمانينيات"],
    },
  },
  {
    kind: "years",
    fact: "from the 1990s",
    test: years(1990, 1999),
    say: {
      EN: ["movies from the 90s", "films of the nineties"],
      spanish: ["películas de los noventa", "películas de los años 90"],
      AR: ["أفلام التسعينات", "أفلام من التسعينيات"],
    },
  },
  {
    kind: "years",
    fact: "from the 1970s",
    test: years(1970, 1979),
    say: {
      EN: ["movies from the 1970s", "seventies films"],
      spanish: ["películas de los setenta", "películas de los años 70"],
      AR: ["أفلام السبعينات", "أفلام من السبعينيات"],
    },
  },
  {
    kind: "years",
    fact: "from 2000 on",
    test: years(2000, 2100),
    say: {
      EN: ["movies made after 1999", "films from 2000 or later"],
      spanish: ["películas posteriores a 1999", "películas desde 2000"],
      AR: ["أفلام بعد 1999", "أفلام منذ 2000"],
    },
  },
  {
    kind: "years",
    fact: "before 1980",
    test: years(0, 1979),
    say: {
      EN: ["movies made before 1980", "films older than 1980"],
      spanish: ["películas anteriores a 1980", "películas antes de 1980"],
      AR: ["أفلام قبل 1980", "أفلام أقدم من 1980"],
    },
  },
  {
    kind: "years",
    fact: "from 1995 on",
    test: years(1995, 2100),
    say: {
      EN: ["movies, nothing older than 1995", "films, nothing before 1995"],
      spanish: ["películas, nada antes de 1995", "películas desde 1995"],
      AR: ["أفلام ليست أقدم من 1995", "أفلام منذ 1995"],
    },
  },
  {
    kind: "runtime",
    fact: "at most 95 minutes",
    test: (f) => (f.runtime ?? 999) <= 95,
    say: {
      EN: ["short movies", "movies under 90 minutes"],
      spanish: ["películas cortas", "películas de menos de 90 minutos"],
      AR: ["أفلام قصيرة", "أفلام أقل من 90 دقيقة"],
    },
  },
  {
    kind: "runtime",
    fact: "at least 2 hours",
    test: (f) => (f.runtime ?? 0) >= 120,
    say: {
      EN: ["long movies", "movies over two hours"],
      spanish: ["películas largas", "películas de más de dos horas"],
      AR: ["أفلام طويلة", "أفلام أكثر من ساعتين"],
    },
  },
  ...["Steven Spielberg", "Martin Scorsese", "Ridley Scott", "Tim Burton", "Clint Eastwood", "Woody Allen"].map(
    (name): EvalFacet => ({
      kind: "director",
      fact: `directed by ${name}`,
      test: (f) => f.director === name,
      say: {
        EN: [`films by ${name}`, `movies directed by ${name}`],
        spanish: [`películas de ${name}`, `películas dirigidas por ${name}`],
        AR: [`أفلام ${name}`, `أفلام من إخراج ${name}`],
      },
    }),
  ),
  {
    kind: "acclaim",
    fact: "80 % or more with critics",
    test: (f) => (f.rottenTomatoes ?? 0) >= 80,
    say: {
      EN: ["critically acclaimed movies", "films the critics loved"],
      spanish: ["películas aclamadas por la crítica", "películas con buenas críticas"],
      AR: ["أفلام أشاد بها النقاد", "أفلام يحبها النقاد"],
    },
  },
  {
    kind: "acclaim",
    fact: "rated 7.5 or more",
    test: (f) => (f.imdbRating ?? 0) >= 7.5,
    say: {
      EN: ["the best movies of all time", "masterpieces"],
      spanish: ["las mejores películas de todos los tiempos", "obras maestras"],
      AR: ["أفضل الأفلام", "روائع السينما"],
    },
  },
  {
    kind: "boxoffice",
    fact: "over $100M in the US",
    test: (f) => (f.usGross ?? 0) >= 100_000_000,
    say: {
      EN: ["blockbusters", "box office hits"],
      spanish: ["películas taquilleras", "éxitos de taquilla"],
      AR: ["أفلام شباك التذاكر", "أفلام ناجحة جدا"],
    },
  },
  {
    kind: "boxoffice",
    fact: "under $20M in the US",
    test: (f) => f.usGross !== null && f.usGross < 20_000_000,
    say: {
      EN: ["box office flops", "movies that bombed"],
      spanish: ["fracasos de taquilla", "películas que fracasaron"],
      AR: ["أفلام فاشلة", "أفلام فشلت في شباك التذاكر"],
    },
  },
  {
    kind: "negation",
    fact: "comedies, none a Romantic Comedy",
    strict: true,
    test: (f) => COMEDY(f) && f.genre !== "Romantic Comedy",
    say: {
      EN: ["a comedy, but nothing romantic", "comedies without romance"],
      spanish: ["comedias sin romance", "una comedia pero nada romántica"],
      AR: ["كوميديا بدون رومانسية", "أفلام كوميدية بلا رومانسية"],
    },
  },
  {
    kind: "negation",
    fact: "none Horror",
    strict: true,
    test: (f) => f.genre !== "Horror",
    say: {
      EN: ["movies from the 80s, no horror", "90s films but nothing scary"],
      spanish: ["películas de los 80 sin terror", "películas de los 90 pero nada de miedo"],
      AR: ["أفلام الثمانينات بدون رعب", "أفلام التسعينات بلا رعب"],
    },
  },
  {
    kind: "negation",
    fact: "none rated R or NC-17",
    strict: true,
    test: (f) => !["R", "NC-17"].includes(f.mpaa ?? ""),
    say: {
      EN: ["war movies without too much gore", "horror but not too gory"],
      spanish: ["películas de guerra sin mucha sangre", "terror pero no muy sangriento"],
      AR: ["أفلام حرب بدون دماء", "رعب بدون عنف"],
    },
  },
  {
    kind: "negation",
    fact: "none Action",
    strict: true,
    test: (f) => f.genre !== "Action",
    say: {
      EN: ["sci-fi with less action", "science fiction but no action"],
      spanish: ["ciencia ficción con menos acción", "ciencia ficción sin acción"],
      AR: ["خيال علمي بدون أكشن", "خيال علمي أقل أكشن"],
    },
  },
];
