import type { LanguageId } from "../../src/contract/language.js";

/**
 * How the evaluation says each facet, written for the evaluation (not taken from the engine's
 * vocabulary tables). Every list is a set of paraphrase families: the first two are the dev half's,
 * the others the test half's, which the engine's author must never tune against one by one.
 */
export type Said = Readonly<Record<LanguageId, readonly string[]>>;

/** The index from which a family belongs to the test half. */
export const TEST_FAMILIES_FROM = 2;

const say = (EN: string[], spanish: string[], AR: string[]): Said => ({ EN, spanish, AR });

/** Frames around a genre's or creative type's name as the page's genre menu writes it ({n}). */
export const GENRE_FRAMES: Said = say(
  ["{n} movies", "{n} films", "a good {n} picture", "anything in the {n} genre"],
  ["películas de {n}", "pelis de {n}", "alguna buena película de {n}", "cine del género {n}"],
  ["أفلام {n}", "فيلم {n}", "سينما {n}", "أعمال من نوع {n}"],
);

/** Frames around a director's name. */
export const DIRECTOR_FRAMES: Said = say(
  ["films by {n}", "{n} movies", "something directed by {n}", "the work of director {n}"],
  ["películas de {n}", "pelis dirigidas por {n}", "algo del director {n}", "la obra de {n}"],
  ["أفلام {n}", "أفلام من إخراج {n}", "شيء للمخرج {n}", "أعمال المخرج {n}"],
);

/** Frames around a decade: {d} its two digits ("80"), {y} its first year ("1980"), {w} its name. */
export const DECADE_FRAMES: Said = say(
  ["movies from the {d}s", "films of the {w}", "something made in the {y}s", "a {y}s picture"],
  ["películas de los {w}", "películas de los años {d}", "algo rodado en los {w}", "cine de la década de {y}"],
  ["أفلام {w}", "أفلام من {w}", "شيء من حقبة {w}", "أفلام عقد {y}"],
);

/** Decade names per language, by first year. */
export const DECADE_NAMES: Readonly<Record<number, Said>> = {
  1960: say(["sixties"], ["sesenta"], ["الستينات"]),
  1970: say(["seventies"], ["setenta"], ["السبعينات"]),
  1980: say(["eighties"], ["ochenta"], ["الثمانينات"]),
  1990: say(["nineties"], ["noventa"], ["التسعينات"]),
  2000: say(["2000s"], ["años 2000"], ["الألفينات"]),
};

/** Open year ranges: {y} a year. */
export const BEFORE_FRAMES: Said = say(
  ["movies made before {y}", "films older than {y}", "something released prior to {y}", "pictures from before {y}"],
  ["películas anteriores a {y}", "películas de antes de {y}", "algo estrenado antes del año {y}", "cine previo a {y}"],
  ["أفلام قبل {y}", "أفلام أقدم من {y}", "شيء صدر قبل عام {y}", "أفلام ما قبل {y}"],
);
export const SINCE_FRAMES: Said = say(
  ["movies, nothing older than {y}", "films from {y} or later", "something released since {y}", "pictures after {y}"],
  ["películas desde {y}", "películas, nada antes de {y}", "algo estrenado a partir de {y}", "cine posterior a {y}"],
  ["أفلام منذ {y}", "أفلام ليست أقدم من {y}", "شيء صدر بعد عام {y}", "أفلام ما بعد {y}"],
);

/** Hand-written wordings per facet, each list dev, dev, test, test (or more). */
export const WORDS: Readonly<Record<string, Said>> = {
  "source:Based on Book/Short Story": say(
    ["films based on a novel", "book adaptations", "movies adapted from novels", "stories that were books first"],
    [
      "películas basadas en novelas",
      "adaptaciones de libros",
      "novelas llevadas al cine",
      "películas sacadas de un libro",
    ],
    ["أفلام مقتبسة من روايات", "أفلام مأخوذة عن كتب", "روايات تحولت إلى أفلام", "أفلام عن رواية"],
  ),
  "source:Based on Real Life Events": say(
    ["movies based on true stories", "films about real events", "what really happened, on film", "true-story dramas"],
    ["películas basadas en hechos reales", "historias reales", "películas sobre lo que pasó de verdad", "casos reales"],
    ["أفلام مبنية على قصة حقيقية", "أفلام عن أحداث حقيقية", "قصص واقعية", "أفلام من الواقع"],
  ),
  "source:Remake": say(
    ["remakes", "remade classics", "new versions of old films", "a remake of an older movie"],
    ["remakes", "nuevas versiones", "películas rehechas", "versiones nuevas de clásicos"],
    ["أفلام إعادة إنتاج", "ريميك", "نسخ جديدة من أفلام قديمة", "إعادة إنتاج فيلم قديم"],
  ),
  "source:Based on TV": say(
    [
      "movies based on TV shows",
      "films from television series",
      "big-screen versions of TV series",
      "sitcoms turned into movies",
    ],
    [
      "películas basadas en series de televisión",
      "películas de series de tv",
      "series llevadas al cine",
      "películas sacadas de la tele",
    ],
    ["أفلام مقتبسة من مسلسلات", "أفلام عن برامج تلفزيونية", "مسلسلات تحولت إلى أفلام", "أفلام من التلفزيون"],
  ),
  "source:Based on Comic/Graphic Novel": say(
    ["comic book movies", "films based on graphic novels", "comics brought to the screen", "adapted from a comic"],
    [
      "películas basadas en cómics",
      "adaptaciones de novelas gráficas",
      "cómics llevados al cine",
      "historietas en película",
    ],
    ["أفلام مقتبسة من القصص المصورة", "أفلام كوميكس", "قصص مصورة تحولت إلى أفلام", "أفلام عن كوميك"],
  ),
  "source:Based on Play": say(
    [
      "movies adapted from a play",
      "films based on stage plays",
      "theatre plays turned into films",
      "from the stage to the screen",
    ],
    [
      "películas basadas en obras de teatro",
      "adaptaciones teatrales",
      "obras de teatro llevadas al cine",
      "teatro filmado",
    ],
    ["أفلام مقتبسة من مسرحيات", "فيلم عن مسرحية", "مسرحيات تحولت إلى أفلام", "أفلام من المسرح"],
  ),
  "source:Based on Game": say(
    ["video game movies", "films based on video games", "games turned into films", "adapted from a videogame"],
    [
      "películas de videojuegos",
      "películas basadas en videojuegos",
      "videojuegos llevados al cine",
      "adaptación de un juego",
    ],
    ["أفلام مقتبسة من ألعاب فيديو", "أفلام ألعاب الفيديو", "ألعاب تحولت إلى أفلام", "فيلم عن لعبة فيديو"],
  ),
  "audience:G": say(
    ["movies for little kids", "films for toddlers", "something for preschoolers", "safe for very young children"],
    [
      "películas para niños pequeños",
      "pelis para los más pequeños",
      "algo para niños de preescolar",
      "apta para los peques",
    ],
    ["أفلام للأطفال الصغار", "أفلام للصغار", "شيء لأطفال صغار جدا", "مناسب للأطفال الصغار"],
  ),
  "audience:G-PG": say(
    ["family movies", "films for the whole family", "something the kids can watch", "a family-friendly evening"],
    [
      "películas familiares",
      "películas para toda la familia",
      "algo que puedan ver los niños",
      "cine para ver con los hijos",
    ],
    ["أفلام عائلية", "أفلام للعائلة", "شيء يشاهده الأطفال", "فيلم يناسب العائلة"],
  ),
  "audience:R": say(
    ["movies for adults", "R-rated movies", "grown-up films only", "mature films"],
    ["películas para adultos", "películas violentas", "cine solo para mayores", "algo para adultos"],
    ["أفلام للكبار", "أفلام للبالغين", "أفلام للكبار فقط", "أفلام عنيفة"],
  ),
  "runtime:short": say(
    ["short movies", "movies under 90 minutes", "something quick, under an hour and a half", "a brief film"],
    ["películas cortas", "películas de menos de 90 minutos", "algo breve, menos de hora y media", "una película corta"],
    ["أفلام قصيرة", "أفلام أقل من 90 دقيقة", "شيء قصير أقل من ساعة ونصف", "فيلم قصير"],
  ),
  "runtime:long": say(
    ["long movies", "movies over two hours", "an epic, more than 150 minutes", "something lengthy"],
    ["películas largas", "películas de más de dos horas", "una épica de más de 150 minutos", "algo extenso"],
    ["أفلام طويلة", "أفلام أكثر من ساعتين", "ملحمة أكثر من 150 دقيقة", "فيلم طويل جدا"],
  ),
  "critics:loved": say(
    ["critically acclaimed movies", "films the critics loved", "movies with great reviews", "praised by reviewers"],
    [
      "películas aclamadas por la crítica",
      "películas con buenas críticas",
      "lo que más gustó a los críticos",
      "elogiadas por la crítica",
    ],
    ["أفلام أشاد بها النقاد", "أفلام يحبها النقاد", "أفلام بمراجعات ممتازة", "أفلام أثنى عليها النقاد"],
  ),
  "acclaim:best": say(
    ["the best movies of all time", "masterpieces", "the greatest films ever made", "top rated classics"],
    ["las mejores películas de todos los tiempos", "obras maestras", "las más grandes películas", "lo mejor del cine"],
    ["أفضل الأفلام", "روائع السينما", "أعظم الأفلام على الإطلاق", "أفضل ما في السينما"],
  ),
  "acclaim:underrated": say(
    ["underrated movies", "hidden gems", "overlooked great films", "good films few people saw"],
    ["películas infravaloradas", "joyas ocultas", "buenas películas poco conocidas", "joyas escondidas"],
    ["أفلام مستهان بها", "جواهر مخفية", "أفلام رائعة غير معروفة", "أفلام جيدة لم يشاهدها الكثير"],
  ),
  "acclaim:worst": say(
    ["the worst movies", "so bad it's good", "terrible movies", "awful films"],
    ["las peores películas", "películas malísimas", "películas terribles", "pelis malas"],
    ["أسوأ الأفلام", "أفلام سيئة جدا", "أفلام رديئة", "أسوأ ما في السينما"],
  ),
  "boxoffice:hit": say(
    ["blockbusters", "box office hits", "movies that made a fortune", "huge commercial successes"],
    [
      "películas taquilleras",
      "éxitos de taquilla",
      "películas que arrasaron en taquilla",
      "grandes éxitos comerciales",
    ],
    ["أفلام شباك التذاكر", "أفلام ناجحة جدا", "أفلام حققت إيرادات ضخمة", "أنجح الأفلام تجاريا"],
  ),
  "boxoffice:flop": say(
    ["box office flops", "movies that bombed", "commercial failures", "films nobody paid to see"],
    ["fracasos de taquilla", "películas que fracasaron", "fracasos comerciales", "películas que no recaudaron nada"],
    ["أفلام فاشلة", "أفلام فشلت في شباك التذاكر", "إخفاقات تجارية", "أفلام لم تحقق إيرادات"],
  ),
  "boxoffice:indie": say(
    ["indie movies", "independent films", "small art-house pictures", "films from small independent studios"],
    ["películas independientes", "cine indie", "pequeñas películas de autor", "cine de estudios independientes"],
    ["أفلام مستقلة", "سينما مستقلة", "أفلام فنية صغيرة", "أفلام من استوديوهات مستقلة"],
  ),
  "popularity:popular": say(
    ["popular movies", "famous films everyone has seen", "well known crowd favourites", "the most watched films"],
    ["películas populares", "películas famosas", "las películas más vistas", "cine muy conocido"],
    ["أفلام مشهورة", "أفلام شعبية", "الأفلام الأكثر مشاهدة", "أفلام يعرفها الجميع"],
  ),
  "popularity:obscure": say(
    ["obscure movies", "films nobody has seen", "little-known rarities", "forgotten films"],
    ["películas desconocidas", "películas que nadie ha visto", "rarezas poco vistas", "películas olvidadas"],
    ["أفلام مغمورة", "أفلام لم يشاهدها أحد", "أفلام نادرة غير معروفة", "أفلام منسية"],
  ),
  "mood:feel-good": say(
    ["feel-good movies", "something uplifting", "a cheerful film to lift my mood", "happy, heartwarming films"],
    [
      "películas para sentirse bien",
      "algo alegre",
      "una película optimista para animarme",
      "películas que te alegran el día",
    ],
    ["أفلام مبهجة", "شيء مبهج", "فيلم يرفع المعنويات", "أفلام تسعد القلب"],
  ),
  "mood:tearjerker": say(
    ["a tearjerker", "sad movies", "a film that will make me cry", "emotional, heartbreaking dramas"],
    ["una película triste", "películas para llorar", "algo que me haga llorar", "dramas conmovedores"],
    ["أفلام حزينة", "فيلم مبكي", "فيلم يجعلني أبكي", "دراما مؤثرة"],
  ),
  "mood:scary-night": say(
    [
      "something for a halloween party",
      "a scary night in",
      "a film to scare my friends on halloween",
      "halloween viewing",
    ],
    [
      "algo para una fiesta de halloween",
      "una noche de miedo",
      "una película para asustar en halloween",
      "cine para halloween",
    ],
    ["فيلم لحفلة هالوين", "ليلة رعب", "فيلم يخيف أصدقائي في الهالوين", "سهرة هالوين"],
  ),
  "mood:family-night": say(
    [
      "family night",
      "movie night with the kids",
      "something for a night in with my children",
      "a family movie evening",
    ],
    [
      "noche familiar",
      "noche de cine en familia",
      "algo para ver con mis hijos esta noche",
      "una velada de cine familiar",
    ],
    ["سهرة عائلية", "ليلة عائلية", "شيء لمشاهدته مع أطفالي الليلة", "أمسية أفلام عائلية"],
  ),
  "topic:heist": say(
    ["heist movies", "films about a robbery", "a clever bank job", "thieves planning the big score"],
    ["películas de atracos", "películas de robos", "un gran golpe a un banco", "ladrones planeando un asalto"],
    ["أفلام سرقة", "أفلام سطو", "عملية سطو على بنك", "لصوص يخططون لسرقة كبيرة"],
  ),
  "topic:war": say(
    ["war movies", "films about soldiers", "battlefield stories", "military dramas"],
    ["películas de guerra", "películas de soldados", "historias del frente de batalla", "dramas militares"],
    ["أفلام حرب", "أفلام عن الجنود", "قصص من ساحة المعركة", "دراما عسكرية"],
  ),
  "topic:space": say(
    ["space movies", "films set in outer space", "astronauts and spaceships", "journeys among the planets"],
    [
      "películas del espacio",
      "películas sobre astronautas",
      "naves espaciales y planetas",
      "viajes por el espacio exterior",
    ],
    ["أفلام فضاء", "أفلام عن رواد الفضاء", "سفن فضاء وكواكب", "رحلات في الفضاء الخارجي"],
  ),
  "topic:sports": say(
    ["sports movies", "films about football", "an underdog team in a big game", "boxing and baseball stories"],
    [
      "películas de deportes",
      "películas de fútbol",
      "un equipo que gana contra todo pronóstico",
      "historias de boxeo y béisbol",
    ],
    ["أفلام رياضية", "أفلام عن كرة القدم", "فريق ضعيف في مباراة كبيرة", "قصص ملاكمة"],
  ),
  "topic:christmas": say(
    ["christmas movies", "holiday films with santa", "something festive for december", "a film for christmas eve"],
    ["películas de navidad", "películas navideñas", "algo festivo para diciembre", "una película para nochebuena"],
    ["أفلام الكريسماس", "أفلام عيد الميلاد", "شيء احتفالي لشهر ديسمبر", "فيلم لليلة عيد الميلاد"],
  ),
  "topic:vampire": say(
    ["vampire movies", "films about dracula", "bloodsuckers of the night", "stories of vampires"],
    ["películas de vampiros", "películas de drácula", "chupasangres de la noche", "historias de vampiros"],
    ["أفلام مصاصي دماء", "أفلام دراكولا", "مصاصو الدماء في الليل", "قصص مصاصي الدماء"],
  ),
};
