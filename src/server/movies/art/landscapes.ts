import { type Canvas, type Composition, ridge, sky, starField } from "./canvas.js";
import { hslToHex } from "./colour.js";
import { between, chance } from "./random.js";
import { linearGradient, repeat, round } from "./svg.js";
import { titleLook } from "./title-look.js";

/** Compositions with a horizon: rolling hills under a sun or moon, a desert sunset, a planet seen from orbit. */

/** Four hills fading into the distance under a sun, or a moon and stars at night. */
export const ridges: Composition = {
  hues: [190, 28, 150, 330, 210],
  draw(canvas) {
    const { height, focusX, unit, random, colour } = canvas;
    const night = chance(random, 0.35);
    const top = night ? colour(40, 50, 12) : colour(0, 60, 62);
    const glow = night ? colour(40, 40, 40) : colour(30, 85, 82);
    const discRadius = round(unit * between(random, 0.12, 0.22));
    const discColour = night ? "#f4f1e4" : hslToHex(45, 100, 90);
    const disc = `<circle cx="${round(focusX)}" cy="${round(height * 0.34)}" r="${discRadius}" fill="${discColour}" opacity=".95"/>`;
    const layers = repeat(4, (i) =>
      ridge(canvas, height * (0.52 + i * 0.1), height * 0.12, colour(10 * i, 35, 40 - i * 9)),
    );
    const stars = night ? starField(canvas, 40, 2, 0.5) : "";
    return `${sky(canvas, top, glow)}${stars}${disc}${layers}`;
  },
  titleLook: ({ colour }) => titleLook("#fff", colour(30, 90, 75), { weight: 800, spacing: 0.08 }),
};

/** Sunset bands behind a low sun, with two rows of flat-topped mesas. */
export const western: Composition = {
  hues: [28, 15, 38, 5],
  draw(canvas) {
    const { width, height, focusX, unit, random, colour } = canvas;
    const bands = repeat(8, (i) => {
      const y = round((i * height * 0.62) / 8);
      return `<rect y="${y}" width="${width}" height="${round(height * 0.09)}" fill="${colour(i * 6 - 25, 80, 22 + i * 7)}"/>`;
    });
    const sunRadius = round(unit * between(random, 0.16, 0.22));
    const sun = `<circle cx="${round(focusX)}" cy="${round(height * 0.68)}" r="${sunRadius}" fill="${hslToHex(48, 100, 84)}"/>`;
    const farMesas = ridge(canvas, height * 0.66, height * 0.16, colour(-10, 50, 16), true);
    const nearMesas = ridge(canvas, height * 0.8, height * 0.05, colour(-15, 45, 8), true);
    return `${bands}${sun}${farMesas}${nearMesas}`;
  },
  titleLook: ({ colour }) =>
    titleLook("#fdf1dc", "#fdf1dc", { spacing: 0.16, scrim: false, at: "top", outline: colour(-20, 60, 12) }),
};

/** Stars, a tilted ringed planet, and the curve of a nearer planet along the bottom edge. */
export const space: Composition = {
  hues: [230, 260, 200, 290, 170],
  draw(canvas) {
    const { width, height, focusX, random, colour } = canvas;
    const planetX = focusX + between(random, -0.2, 0.2) * width;
    const planetY = height * between(random, 0.2, 0.38);
    const planetRadius = between(random, 0.14, 0.26) * canvas.unit;
    const tilt = round(between(random, -25, 25));
    const gradients = `<defs>${linearGradient("pl", colour(60, 70, 70), colour(-20, 70, 22), 1, 1)}${linearGradient("gr", colour(0, 40, 22), colour(0, 50, 4))}</defs>`;
    const stars = `${starField(canvas, 45, 2)}${starField(canvas, 10, 4, 0.6)}`;
    const planet = ringedPlanet(canvas, planetX, planetY, planetRadius, tilt);
    return `${sky(canvas, colour(0, 60, 5), colour(40, 60, 22))}${gradients}${stars}${planet}${horizonPlanet(canvas)}`;
  },
  titleLook: ({ colour }) => titleLook("#fff", colour(-30, 90, 75), { weight: 300, spacing: 0.22 }),
};

/** A planet filled with the "pl" gradient inside a ring: the ring's back half behind it, its front half in front. */
function ringedPlanet(canvas: Canvas, x: number, y: number, radius: number, tilt: number): string {
  const ringHalf = (sweep: number) =>
    `<path d="M${round(x - radius * 1.8)} ${round(y)}A${round(radius * 1.8)} ${round(radius * 0.38)} 0 0 ${sweep} ${round(x + radius * 1.8)} ${round(y)}" fill="none" stroke="${canvas.colour(40, 60, 82)}" stroke-width="7" opacity=".85"/>`;
  const body = `<circle cx="${round(x)}" cy="${round(y)}" r="${round(radius)}" fill="url(#pl)"/>`;
  return `<g transform="rotate(${tilt} ${round(x)} ${round(y)})">${ringHalf(1)}${body}${ringHalf(0)}</g>`;
}

/** A huge planet whose top edge curves across the bottom of the picture, filled with the "gr" gradient. */
function horizonPlanet(canvas: Canvas): string {
  const radius = canvas.width * 1.3;
  return `<circle cx="${round(canvas.focusX)}" cy="${round(canvas.height + radius * 0.78)}" r="${round(radius)}" fill="url(#gr)" stroke="${canvas.colour(-30, 90, 72)}" stroke-width="3"/>`;
}
