import type { Film } from "../catalog/film.js";
import { POSTER } from "./canvas.js";
import { escapeXml, linearGradient, round } from "./svg.js";
import type { TitleLook } from "./title-look.js";

export interface TitleLayout {
  lines: string[];
  /** Font size in pixels. */
  size: number;
  /** Even the smallest size is too wide: the lines must be squeezed to the width. */
  squeeze: boolean;
}

const FONT = "Inter, system-ui, sans-serif";
const MARGIN = 40;
const LARGEST_SIZE = 84;
const SMALLEST_SIZE = 28;
const MAX_LINES = 4;

/** Break a title into at most 4 lines at the largest size that fits the poster's width. */
export function layoutTitle(
  title: string,
  look: Pick<TitleLook, "upper" | "spacing" | "weight">,
  width: number,
): TitleLayout {
  const words = title.split(" ");
  // Generous average glyph widths: an <img> SVG cannot use the page's web fonts, so the fallback may be wide.
  const glyphWidth = (look.upper ? 0.72 : 0.6) * (look.weight >= 800 ? 1.06 : 1) + look.spacing;
  for (let size = LARGEST_SIZE; ; size -= 4) {
    const maxChars = Math.floor(width / (size * glyphWidth));
    const lines = wrapWords(words, maxChars);
    const widest = Math.max(...lines.map((line) => line.length));
    if ((lines.length <= MAX_LINES && widest <= maxChars) || size <= SMALLEST_SIZE) {
      return { lines, size, squeeze: widest > maxChars };
    }
  }
}

/** Words filled greedily into lines of at most `maxChars`; a longer word gets a line of its own. */
function wrapWords(words: readonly string[], maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && (last + word).length + 1 <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Where the title block sits: its x, the shared text attributes, the first baseline and the line height. */
interface Placement {
  x: number;
  textAttrs: string;
  firstBaseline: number;
  lineHeight: number;
}

/** The poster's text over its picture: scrim, director credit, title, year and billing line. */
export function typesetPoster(film: Film, look: TitleLook): string {
  const { w: width, h: height } = POSTER;
  const title = look.upper ? film.title.toUpperCase() : film.title;
  const layout = layoutTitle(title, look, width - 2 * MARGIN);
  const lineHeight = round(layout.size * (look.upper ? 0.98 : 1.08));
  const blockHeight = lineHeight * (layout.lines.length - 1);
  const placement: Placement = {
    x: look.align === "middle" ? width / 2 : MARGIN,
    textAttrs: `text-anchor="${look.align}" font-family="${FONT}"`,
    firstBaseline: look.at === "top" ? 120 + layout.size * 0.8 : height - 150 - blockHeight,
    lineHeight,
  };
  const yearBaseline = round(placement.firstBaseline + blockHeight + 52);
  return [
    look.scrim ? scrim() : "",
    film.director ? directorCredit(film.director, look, placement) : "",
    titleText(layout, look, placement),
    film.year ? yearText(film.year, look, placement, yearBaseline) : "",
    billingLine(film, look),
  ].join("");
}

function titleText(layout: TitleLayout, look: TitleLook, placement: Placement): string {
  const { x, textAttrs, firstBaseline, lineHeight } = placement;
  const fit = layout.squeeze ? ` textLength="${POSTER.w - 2 * MARGIN}" lengthAdjust="spacingAndGlyphs"` : "";
  const spans = layout.lines
    .map((line, i) => `<tspan x="${x}" y="${round(firstBaseline + i * lineHeight)}"${fit}>${escapeXml(line)}</tspan>`)
    .join("");
  const outline = look.outline
    ? ` stroke="${look.outline}" stroke-width="${round(layout.size * 0.14)}" stroke-linejoin="round" paint-order="stroke"`
    : "";
  const style = `${look.italic ? ' font-style="italic"' : ""} letter-spacing="${look.spacing}em"${outline}`;
  return `<text ${textAttrs} font-size="${layout.size}" font-weight="${look.weight}" fill="${look.ink}"${style}>${spans}</text>`;
}

function yearText(year: number, look: TitleLook, placement: Placement, baseline: number): string {
  const outline = look.outline ? ` stroke="${look.outline}" stroke-width="5" paint-order="stroke"` : "";
  return `<text x="${placement.x}" y="${baseline}" ${placement.textAttrs} font-size="22" font-weight="600" letter-spacing=".3em" fill="${look.accent}"${outline}>${year}</text>`;
}

/** The director's name in small capitals near the top edge. */
function directorCredit(director: string, look: TitleLook, placement: Placement): string {
  const baseline = look.at === "top" ? 64 : 72;
  return `<text x="${placement.x}" y="${baseline}" ${placement.textAttrs} font-size="15" font-weight="600" letter-spacing=".28em" fill="${look.ink}" opacity=".85">${escapeXml(director.toUpperCase())}</text>`;
}

/** Distributor, MPAA rating (unless "Open") and runtime along the bottom edge; nothing when none is known. */
function billingLine(film: Film, look: TitleLook): string {
  const billing = [
    film.distributor,
    film.mpaa && film.mpaa !== "Open" ? film.mpaa : null,
    film.runtime && `${film.runtime} MIN`,
  ]
    .filter(Boolean)
    .join("  ·  ");
  if (!billing) return "";
  const { w: width, h: height } = POSTER;
  return `<text x="${width / 2}" y="${height - 30}" text-anchor="middle" font-family="${FONT}" font-size="12" letter-spacing=".18em" fill="${look.ink}" opacity=".6">${escapeXml(billing.toUpperCase())}</text>`;
}

/** A gradient darkening the lower half of the poster. */
function scrim(): string {
  const { w: width, h: height } = POSTER;
  return `<defs>${linearGradient("sc", "#0000", "#000c")}</defs><rect y="${round(height * 0.5)}" width="${width}" height="${round(height * 0.5)}" fill="url(#sc)"/>`;
}
