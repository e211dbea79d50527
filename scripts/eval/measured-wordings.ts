import type { Said } from "./wordings.js";

/**
 * Paraphrase families for the facets people say as an amount of a concept (`measure.ts`): money
 * made, tickets sold, people who went to see it, critics' judgement, people who have seen or know
 * it. Written by the rule's author while building it, so they belong to the dev half only, always
 * (whatever their position): they show the rule works on phrasings, never that it generalises.
 */
const say = (EN: string[], spanish: string[], AR: string[]): Said => ({ EN, spanish, AR });

export const MEASURED_DEV_WORDS: Readonly<Record<string, Said>> = {
  "boxoffice:hit": say(
    [
      "movies that made heaps of cash",
      "films that earned a fortune",
      "movies everybody went to see",
      "films that sold loads of tickets",
      "movies that did really well at the box office",
    ],
    [
      "películas que recaudaron muchísimo",
      "películas que ganaron un montón de dinero",
      "películas que vendieron muchísimas entradas",
      "películas que todo el mundo fue a ver al cine",
      "películas que hicieron una fortuna",
    ],
    [
      "أفلام حققت أرباحا ضخمة",
      "أفلام جنت ملايين الدولارات",
      "أفلام باعت تذاكر كثيرة",
      "أفلام ذهب الملايين لمشاهدتها",
      "أفلام حققت إيرادات هائلة",
    ],
  ),
  "boxoffice:flop": say(
    [
      "movies that earned very little",
      "films that barely sold any tickets",
      "movies few people went to see",
      "films that made almost no money",
      "movies nobody paid to see",
    ],
    [
      "películas que recaudaron muy poco",
      "películas que casi nadie fue a ver",
      "películas que apenas vendieron entradas",
      "películas que no ganaron dinero",
      "películas que perdieron dinero",
    ],
    [
      "أفلام حققت إيرادات قليلة",
      "أفلام لم يذهب أحد لمشاهدتها",
      "أفلام لم تبع تذاكر تقريبا",
      "أفلام خسرت أموالا كثيرة",
      "أفلام لم تربح شيئا",
    ],
  ),
  "popularity:popular": say(
    [
      "movies everybody has seen",
      "films millions of people have watched",
      "movies that everyone knows",
      "films lots of people have heard of",
    ],
    [
      "películas que ha visto todo el mundo",
      "películas que conoce todo el mundo",
      "películas que ha visto muchísima gente",
      "películas vistas por millones de personas",
    ],
    ["أفلام شاهدها الجميع", "أفلام يعرفها كل الناس", "أفلام شاهدها ملايين الناس", "أفلام يعرفها الجميع"],
  ),
  "popularity:obscure": say(
    [
      "movies hardly anyone has seen",
      "films few people know about",
      "movies almost nobody has heard of",
      "films not many people have watched",
    ],
    [
      "películas que casi nadie ha visto",
      "películas que poca gente conoce",
      "películas que apenas ha visto nadie",
      "películas que muy pocos conocen",
    ],
    ["أفلام لم يشاهدها أحد تقريبا", "أفلام قليل من الناس يعرفها", "أفلام لا يعرفها أحد", "أفلام لم يسمع بها أحد"],
  ),
  "critics:loved": say(
    [
      "movies the critics raved about",
      "films with glowing reviews",
      "movies that got great reviews",
      "films reviewers loved",
    ],
    [
      "películas que la crítica adoró",
      "películas con críticas excelentes",
      "películas que recibieron críticas muy buenas",
      "películas que encantaron a los críticos",
    ],
    [
      "أفلام أشاد بها النقاد كثيرا",
      "أفلام نالت مراجعات ممتازة",
      "أفلام أحبها النقاد جدا",
      "أفلام حصلت على تقييمات نقدية عالية",
    ],
  ),
  "acclaim:worst": say(
    [
      "movies critics hated",
      "films with terrible reviews",
      "movies that were panned by critics",
      "films that got awful reviews",
    ],
    [
      "películas que la crítica odió",
      "películas con críticas pésimas",
      "películas destrozadas por la crítica",
      "películas con malísimas críticas",
    ],
    ["أفلام كرهها النقاد", "أفلام نالت مراجعات سيئة", "أفلام هاجمها النقاد", "أفلام تقييمات النقاد لها ضعيفة"],
  ),
};
