import { describe } from "vitest";
import { keyOf } from "./facets/index.js";
import type { Term } from "./parse.js";
import { queryReader, readsAs } from "./parse-test-kit.js";

const read = queryReader();

const show = (t: Term) =>
  t.type === "facet"
    ? `${t.negated ? "-" : ""}${keyOf(t.facet)}`
    : t.type === "unknown"
      ? `?${t.word}`
      : t.type === "refine"
        ? `refine:${t.change}`
        : t.type === "connective"
          ? "connective"
          : `${t.type}:${t.film.film.title}`;
const terms = (query: string) => read(query).map(show);

describe("the grammar", () => {
  readsAs(terms, [
    // Negation reaches the next facet, and those joined by "or"; a clause break ends it.
    ["a comedy, but nothing romantic", ["genre:Comedy", "-topic:romance"]],
    // English negative contractions negate by rule; an article is never a child's age.
    ["comic book movies that aren't about superheroes", ["source:comic", "-kind:Super Hero"]],
    ["kids movie but not a disney one", ["kind:Kids Fiction", "-studio:Disney"]],
    // A verb of exceeding is a comparison: negated, it is at most.
    ["un drama que no pase de las dos horas", ["genre:Drama", "runtime:-120"]],
    ["doesn't go over 90 minutes", ["runtime:-90"]],
    // Two judges compared: the one after "than" is judged the other way.
    ["movies fans rate way higher than critics do", ["viewers:loved", "critics:panned"]],
    ["critics rate it lower than audiences", ["critics:panned", "viewers:loved"]],
    ["los fans la valoran mucho más que la crítica", ["viewers:loved", "critics:panned"]],
    // Pet and clipped forms of table words.
    ["any good docos?", ["genre:Documentary"]],
    // A table phrase misspelt as it sounds.
    ["algo de ciencia fixion", ["kind:Science Fiction"]],
    ["sience fiction movies", ["kind:Science Fiction"]],
    // "The director of X": X's director, X itself seen.
    ["more movies from the director of Inception", ["director:Christopher Nolan", "seen:Inception"]],
    ["otras del director de Jurassic Park", ["director:Steven Spielberg", "seen:Jurassic Park"]],
    // A negated rating excludes it and every rating above (a film of unknown rating is not excluded).
    ["no horror or gore", ["-genre:Horror", "-audience:R.."]],
    ["sin terror de los 90", ["-genre:Horror", "years:1990-1999"]],
    ["كوميديا بدون رومانسية", ["genre:Comedy", "-topic:romance"]],
    ["less action", ["-genre:Action"]],
    // Comparisons bind the number, year or rating next to them.
    ["under 90 minutes", ["runtime:-90"]],
    ["over two hours", ["runtime:120-"]],
    ["action movies not too long", ["genre:Action", "runtime:-120"]],
    ["nothing older than 1995", ["years:1995-"]],
    ["before 1980", ["years:-1979"]],
    ["between 1985 and 1995", ["years:1985-1995"]],
    ["PG-13 at most", ["audience:..PG-13"]],
    // Numbers as written: decimals with a point or comma, "+" and "or more" after the number or its unit.
    ["1.5 hour movies", ["runtime:80-100"]],
    ["una peli de 2,5 horas", ["runtime:140-160"]],
    ["anything 6.5 or better on imdb", ["viewers:6.5-"]],
    ["7+ on imdb", ["viewers:7-"]],
    ["a 3+ hour movie", ["runtime:180-"]],
    ["100 minutes or more", ["runtime:100-"]],
    ["películas de 90 minutos o más", ["runtime:90-"]],
    ["80% or more on rotten tomatoes", ["critics:80-"]],
    // An ordinal is its number (a child's age here); a century keeps its name.
    ["for my son's 4th birthday", ["audience:G", "?birthday"]],
    ["20th century fox", ["studio:20th Century Fox"]],
    ["nothing rated R", ["-audience:R.."]],
    ["without violence", ["-audience:R.."]],
    ["los ochenta", ["years:1980-1989"]],
    ["الثمانينات", ["years:1980-1989"]],
    // Titles only after a like-cue or as the whole query; directors by name.
    ["like The Matrix but funnier", ["like:The Matrix", "genre:Comedy"]],
    ["godfather", ["named:The Godfather"]],
    ["true stories", ["source:true"]],
    ["movies by Martin Scorsese", ["director:Martin Scorsese"]],
    ["older", ["refine:older"]],
    // Comparatives by each language's rule, said as changes; a connective opens a follow-up.
    ["but funnier", ["connective", "genre:Comedy"]],
    ["scarier", ["genre:Horror"]],
    ["أقصر", ["runtime:-95"]],
    // A quality word that needs a film counts only next to one.
    ["bad movies", ["acclaim:worst"]],
    ["películas malas", ["acclaim:worst"]],
    ["movies where the bad guy wins", ["?bad", "?guy", "?wins"]],
    // A round year after a decade cue is the decade.
    ["comedias de los años 2000", ["genre:Comedy", "years:2000-2009"]],
    ["الألفينات", ["years:2000-2009"]],
    ["zxqv comedies", ["?zxqv", "genre:Comedy"]],
    // Derivations reach the word they come from; a number word that is its own unit; a name said twice.
    ["something comedic", ["genre:Comedy"]],
    // The verb or noun of a "-y" adjective reaches it ("scary", "spooky").
    ["a movie that will scare my friends", ["genre:Horror", "?friends"]],
    ["i want to get spooked", ["genre:Horror"]],
    ["nothing that scares little kids", ["-genre:Horror", "audience:..G"]],
    ["أفلام أكثر من ساعتين", ["runtime:120-"]],
    ["películas de los años 00", ["years:2000-2009"]],
    ["خيال علمي بدون إثارة وتشويق", ["kind:Science Fiction", "-genre:Thriller/Suspense"]],
    // An amount of a measured concept is that concept's facet, in any word order; a negator or a
    // low amount anywhere in the run is the low end, and they agree rather than cancel.
    ["movies that made heaps of cash", ["boxoffice:hit"]],
    ["films that earned very little", ["boxoffice:flop"]],
    ["few people went to see it", ["boxoffice:flop"]],
    ["it barely sold tickets", ["boxoffice:flop"]],
    ["a movie no one went to see", ["boxoffice:flop"]],
    ["didn't do well at the box office", ["boxoffice:flop"]],
    ["recaudó muchísimo", ["boxoffice:hit"]],
    ["casi nadie fue a verla", ["boxoffice:flop"]],
    ["no recaudó nada", ["boxoffice:flop"]],
    ["حققت أرباحا ضخمة", ["boxoffice:hit"]],
    ["لم يشاهدها أحد تقريبا", ["popularity:obscure"]],
    ["films not many people have watched", ["popularity:obscure"]],
    ["películas que apenas ha visto nadie", ["popularity:obscure"]],
    ["blockbusters that critics hated", ["boxoffice:hit", "critics:panned"]],
    ["poorly reviewed", ["critics:panned"]],
    // Critics and viewers are two judges: each keeps its own verdict in one sentence.
    ["the press adored it but audiences did not", ["critics:loved", "viewers:disliked"]],
    ["fans loved it, reviewers hated it", ["viewers:loved", "critics:panned"]],
    ["el público la adoró y la crítica la destrozó", ["viewers:loved", "critics:panned"]],
    ["overrated blockbusters", ["acclaim:overrated", "boxoffice:hit"]],
    // One number grammar: halves, decade parts, two-digit year ranges, scores and money, in three languages.
    ["a film of an hour and a half", ["runtime:80-100"]],
    ["más de dos horas y media", ["runtime:150-"]],
    ["أقل من ساعة ونص", ["runtime:-90"]],
    ["the late 70s", ["years:1975-1979"]],
    ["de mediados de los 80", ["years:1983-1987"]],
    ["أفلام من أوائل التسعينات", ["years:1990-1994"]],
    ["films between 92 and 2003", ["years:1992-2003"]],
    ["بين ٢٠٠٥ و٢٠٠٨", ["years:2005-2008"]],
    ["something from '98", ["years:1998-1998"]],
    ["rated above 7 on imdb", ["viewers:7.1-"]],
    ["at least 95% with critics", ["critics:95-"]],
    ["more than 95 percent on rotten tomatoes", ["critics:96-"]],
    ["under 2 million dollars", ["gross:-1999999"]],
    // Moods and occasions with no genre word.
    ["an adrenaline rush tonight", ["mood:adrenaline"]],
    ["una peli inspiradora", ["mood:inspiring"]],
    ["فيلم ملهم", ["mood:inspiring"]],
    ["I want to turn my brain off", ["mood:mindless"]],
    // Dislike is negation; a rating said after its cue; an age is never a year.
    ["odia las comedias", ["-genre:Comedy"]],
    ["can't stand westerns", ["-genre:Western"]],
    ["comedias para todo público", ["genre:Comedy", "audience:..PG"]],
    ["para mis hijos de 7 y 9", ["audience:..PG"]],
    ["my nieces are 4 and 6", ["audience:G", "audience:..PG"]],
    ["the kids want 2 hours", ["audience:..PG", "runtime:110-130"]],
    ["great reviews", ["critics:loved"]],
    // Alone, a concept or an amount says nothing; an amount before a facet is that facet's; a
    // run right after the viewer's "I" is what the viewer did; a named end of a scale stays.
    ["movies about money", ["?money"]],
    ["box office", ["boxoffice:hit"]],
    ["I want to watch lots of comedies", ["genre:Comedy"]],
    ["a great movie that made lots of money", ["acclaim:best", "boxoffice:hit"]],
    ["films I haven't seen", ["?seen"]],
    ["a huge flop", ["?huge", "boxoffice:flop"]],
    ["casi nada de acción", ["-genre:Action"]],
    // A kids' film is a kind of film; "for kids" stays an audience.
    ["children's films from the 80s", ["kind:Kids Fiction", "years:1980-1989"]],
    ["películas infantiles de los noventa", ["kind:Kids Fiction", "years:1990-1999"]],
    ["أفلام أطفال من التسعينات", ["kind:Kids Fiction", "years:1990-1999"]],
    ["películas para niños", ["audience:..PG"]],
    // Adaptation asked away as a whole is an original screenplay.
    ["a thriller not based on anything", ["genre:Thriller/Suspense", "source:original"]],
    ["un drama no adaptado", ["genre:Drama", "source:original"]],
    ["كوميديا مش مقتبسة", ["genre:Comedy", "source:original"]],
    // "Classic" next to literature is the book's, not the film's age; period films are historical.
    ["adaptations of classic novels", ["source:book"]],
    ["clásicos de la literatura", ["source:book"]],
    ["period films from the 2000s", ["kind:Historical Fiction", "years:2000-2009"]],
    // Spoken Spanish drops the "d" between the last two vowels.
    ["algo de mieo pa esta noche", ["genre:Horror", "?pa"]],
    ["una peli animá", ["kind:Kids Fiction"]],
    // A film named by its Spanish or Arabic release title, where a catalogue title would be.
    ["algo como Volver al futuro pero más corta", ["like:Back to the Future", "runtime:-95"]],
    ["شيء مثل الأسد الملك", ["like:The Lion King"]],
    ["el rey león", ["named:The Lion King"]],
    // A hedged negation of an intensity keeps the kind, milder; an outright one excludes it.
    ["una de terror no tan de miedo", ["genre:Horror", "-audience:R.."]],
    ["فيلم إثارة مش مخيف أوي", ["genre:Thriller/Suspense", "-audience:R.."]],
    ["a comedy, nothing too scary", ["genre:Comedy", "-audience:R.."]],
    ["nothing scary", ["-genre:Horror"]],
    ["a thriller but not that scary", ["genre:Thriller/Suspense", "-audience:R.."]],
    // "that" after "nothing" opens a clause: no hedge, the kind is excluded.
    ["nothing that scares young children", ["-genre:Horror", "audience:..G"]],
    ["movies that earned very little", ["boxoffice:flop"]],
    // Watching with workmates, and what would offend them.
    ["a comedy to watch with my coworkers", ["genre:Comedy", "audience:..PG-13"]],
    ["algo para ver con mis compañeros de trabajo", ["audience:..PG-13"]],
    ["فيلم نشوفه مع زملاء العمل", ["?نشوفه", "audience:..PG-13"]],
    ["una comedia nada ofensiva", ["genre:Comedy", "-audience:R.."]],
    // A film the viewer loved is a film the query is like; when they were a child is no audience.
    ["we loved Back to the Future growing up, more from the 80s", ["like:Back to the Future", "years:1980-1989"]],
    ["de pequeño me encantó Parque Jurásico", ["like:Jurassic Park"]],
    ["حبيت تايتانك وانا صغير", ["like:Titanic"]],
    ["my kids loved Finding Nemo", ["audience:..PG", "like:Finding Nemo"]],
    ["critics loved it", ["critics:loved"]],
    ["i loved the action in it", ["genre:Action"]],
    // A derivation reaches its base in its own language: "actually" is not the Spanish "actual".
    ["a western that is actually good", ["genre:Western", "?actually"]],
    ["una peli poquísimo conocida", ["popularity:obscure"]],
    // After a judge's verdict and a contrast, enjoyment with no judge is the other judge's.
    ["comedias que la crítica odió pero son muy divertidas", ["genre:Comedy", "critics:panned", "viewers:loved"]],
    ["أفلام كرهها النقاد بس ممتعة", ["critics:panned", "viewers:loved"]],
    ["critically acclaimed but boring", ["critics:loved", "viewers:disliked"]],
    ["critics loved it and it's fun", ["critics:loved", "mood:feel-good"]],
    // A teenager has outgrown films for small children; "fun" is a light, feel-good film.
    ["para mi hijo de 14 años", ["audience:..PG", "audience:PG..PG-13"]],
    ["ابني عمره ١٥ سنة", ["?عمره", "audience:PG..PG-13"]],
    ["something fun for the weekend", ["mood:feel-good"]],
    // A cult film is loved by the few who found it; "looked down on" is a low verdict.
    ["películas de culto de los 80", ["acclaim:underrated", "years:1980-1989"]],
    ["crowd pleasers the critics looked down on", ["viewers:loved", "critics:panned"]],
    ["films for a rainy sunday", ["mood:rainy-day"]],
    ["فيلم للعيلة كلها", ["audience:..PG", "?كلها"]],
    // A series by the name its films share is its first film, by sound too.
    ["something like harry potter", ["like:Harry Potter and the Sorcerer's Stone"]],
    [
      "like pirates of the caribbean but shorter",
      ["like:Pirates of the Caribbean: The Curse of the Black Pearl", "runtime:-95"],
    ],
    ["زي هاري بوتر بس أحدث", ["like:Harry Potter and the Sorcerer's Stone", "refine:newer"]],
    ["mission", ["?mission"]],
  ]);
});
