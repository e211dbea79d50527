import type { FilmColour } from "./colour.js";
import type { Random } from "./random.js";
import { between } from "./random.js";
import { linearGradient, repeat, round } from "./svg.js";
import type { TitleLook } from "./title-look.js";

export const POSTER = { w: 500, h: 750 } as const;
export const BACKDROP = { w: 1280, h: 720 } as const;

/** What a composition draws on: the picture's size, its focal point, and the film's randomness and palette. */
export interface Canvas {
  readonly width: number;
  readonly height: number;
  /** Focal point x: the middle of a poster, right of centre on a backdrop (the page writes on the left). */
  readonly focusX: number;
  /** Size unit: the poster's width; on a backdrop, what fits its height. */
  readonly unit: number;
  /** Seeded with the film's id, so the same film always gets the same picture. */
  readonly random: Random;
  readonly colour: FilmColour;
}

/** One genre's picture: the hues its palette starts from, what it draws, and how a poster sets the title on it. */
export interface Composition {
  readonly hues: readonly number[];
  draw(canvas: Canvas): string;
  /** Called after `draw` on the same canvas, so it continues the same random sequence. */
  titleLook(canvas: Canvas): TitleLook;
}

/** A vertical gradient filling the whole picture. */
export const sky = (canvas: Canvas, top: string, bottom: string): string =>
  `<defs>${linearGradient("bg", top, bottom)}</defs><rect width="${canvas.width}" height="${canvas.height}" fill="url(#bg)"/>`;

/** A whole star field in one path of zero-length round-capped segments, in the top `depth` of the picture. */
export function starField(canvas: Canvas, count: number, size: number, depth = 1): string {
  const { width, height, random } = canvas;
  const points = repeat(count, () => `M${round(random() * width)} ${round(random() * height * depth)}h0`);
  return `<path stroke="#fff" stroke-width="${size}" stroke-linecap="round" opacity=".8" d="${points}"/>`;
}

/** A jagged ridge line across the picture at `baseY`, filled down to the bottom; `flat` gives mesas instead of peaks. */
export function ridge(canvas: Canvas, baseY: number, amplitude: number, fill: string, flat = false): string {
  const { width, height, random } = canvas;
  let outline = `M0 ${height}V${round(baseY)}`;
  for (let x = 0; x < width; ) {
    const step = between(random, 40, 110);
    const y = baseY - between(random, -0.3, 1) * amplitude;
    outline += flat
      ? `L${round(x + step * 0.2)} ${round(y)}H${round(x + step * 0.8)}`
      : `L${round(x + step / 2)} ${round(y)}`;
    x += step;
  }
  return `<path fill="${fill}" d="${outline}L${width} ${round(baseY)}V${height}z"/>`;
}
