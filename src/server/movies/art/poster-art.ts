import type { Film } from "../catalog/film.js";
import { BACKDROP, type Canvas, type Composition, POSTER } from "./canvas.js";
import { filmPalette } from "./colour.js";
import { artKindOf, COMPOSITIONS } from "./compositions.js";
import { typesetPoster } from "./poster-title.js";
import { between, pickOne, seededRandom } from "./random.js";
import { svgDocument, vignette } from "./svg.js";

/**
 * Generated poster art for the embedded catalogue: a 500×750 poster and a 1280×720 backdrop per film.
 * Colours AND composition follow the genre (horror: drips and shards; comedy: confetti circles; sci-fi:
 * stars and a ringed planet; western: sunset bands and mesas; …), varied per film by a PRNG seeded
 * with its id, so the same film always gets the same picture. Small (~2–4 KB), self-contained SVG.
 */

export { BACKDROP, POSTER } from "./canvas.js";
export { artKindOf } from "./compositions.js";
export { layoutTitle } from "./poster-title.js";
export { escapeXml } from "./svg.js";

/**
 * The film's composition and a canvas of the given size to draw it on. The film's base hue is one of the
 * composition's hues, shifted by up to 12°; a black comedy gets the dark palette.
 */
function canvasFor(film: Film, width: number, height: number, focusX: number) {
  const composition: Composition = COMPOSITIONS[artKindOf(film)];
  const random = seededRandom(film.id);
  const baseHue = pickOne(random, composition.hues) + between(random, -12, 12);
  const canvas: Canvas = {
    width,
    height,
    focusX,
    unit: Math.min(width, height / 1.5),
    random,
    colour: filmPalette(baseHue, film.genre === "Black Comedy"),
  };
  return { canvas, composition };
}

/** A 500×750 poster: genre composition, title typeset (wrapped, escaped), director, year, billing line. */
export function posterSvg(film: Film): string {
  const { canvas, composition } = canvasFor(film, POSTER.w, POSTER.h, POSTER.w / 2);
  const picture = composition.draw(canvas);
  const text = typesetPoster(film, composition.titleLook(canvas));
  return svgDocument(POSTER.w, POSTER.h, film.title, `${picture}${vignette(POSTER.w, POSTER.h)}${text}`);
}

/** A 1280×720 backdrop in the same style, without text, its focal point right of centre (the page writes on the left). */
export function backdropSvg(film: Film): string {
  const { canvas, composition } = canvasFor(film, BACKDROP.w, BACKDROP.h, BACKDROP.w * 0.68);
  const picture = composition.draw(canvas);
  return svgDocument(BACKDROP.w, BACKDROP.h, film.title, `${picture}${vignette(BACKDROP.w, BACKDROP.h)}`);
}
