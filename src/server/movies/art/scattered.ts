import type { Canvas, Composition } from "./canvas.js";
import { sky } from "./canvas.js";
import { between, chance, pickOne } from "./random.js";
import { radialGradient, repeat, round } from "./svg.js";
import { titleLook } from "./title-look.js";

/** Compositions of shapes spread over a soft gradient: confetti, bokeh, colour blobs, a printed grid. */

/** Confetti: 10 to 15 dots and rings in bright colours over a warm gradient. */
export const comedy: Composition = {
  hues: [48, 190, 330, 25, 95, 265],
  draw(canvas) {
    const { width, height, unit, random, colour } = canvas;
    const colours = [colour(180, 80, 55), colour(40, 95, 65), "#fff", colour(-30, 90, 45), colour(100, 70, 50)];
    const count = 10 + round(random() * 6);
    const confetti = repeat(count, () => {
      const fill = pickOne(random, colours);
      const paint = chance(random, 0.3) ? `fill="none" stroke="${fill}" stroke-width="12"` : `fill="${fill}"`;
      const x = round(random() * width);
      const y = round(random() * height * 0.8);
      const radius = round((between(random, 12, 120) * unit) / 500);
      return `<circle cx="${x}" cy="${y}" r="${radius}" ${paint} opacity=".9"/>`;
    });
    return `${sky(canvas, colour(0, 90, 62), colour(15, 95, 55))}${confetti}`;
  },
  titleLook: ({ colour, random }) =>
    titleLook(colour(200, 60, 14), colour(200, 60, 24), {
      upper: false,
      scrim: false,
      outline: colour(200, 60, 97),
      at: pickOne(random, ["top", "bottom"]),
    }),
};

/** A heart or two overlapping circles on a blush gradient, under 16 soft specks of light. */
export const romance: Composition = {
  hues: [345, 10, 320, 290, 20],
  draw(canvas) {
    const { width, height, random, colour } = canvas;
    const bokeh = repeat(16, () => {
      const radius = round(between(random, 4, 26));
      const x = round(random() * width);
      const y = round(random() * height);
      const opacity = between(random, 0.15, 0.5).toFixed(2);
      return `<circle cx="${x}" cy="${y}" r="${radius}" fill="#fff" opacity="${opacity}"/>`;
    });
    const centreY = height * 0.36;
    const heartScale = (between(random, 4, 6) * canvas.unit) / 500;
    const centrepiece = chance(random, 0.5) ? heart(canvas, centreY, heartScale) : pairOfCircles(canvas, centreY);
    return `${sky(canvas, colour(0, 70, 88), colour(-15, 60, 66))}${centrepiece}${bokeh}`;
  },
  titleLook: ({ colour }) =>
    titleLook(colour(0, 60, 22), colour(0, 70, 40), { upper: false, weight: 700, italic: true, scrim: false }),
};

function heart(canvas: Canvas, centreY: number, scale: number): string {
  const placed = `translate(${round(canvas.focusX)} ${round(centreY)}) scale(${scale.toFixed(1)})`;
  return `<path transform="${placed}" fill="${canvas.colour(0, 75, 55)}" opacity=".85" d="M0 8C-4 2-16-2-16-12-16-19-8-22 0-15 8-22 16-19 16-12 16-2 4 2 0 8z"/>`;
}

function pairOfCircles(canvas: Canvas, centreY: number): string {
  const { focusX, unit, colour } = canvas;
  const radius = round(unit * 0.24);
  const left = `<circle cx="${round(focusX - unit * 0.12)}" cy="${round(centreY)}" r="${radius}" fill="${colour(0, 75, 60)}" opacity=".6"/>`;
  const right = `<circle cx="${round(focusX + unit * 0.12)}" cy="${round(centreY + 20)}" r="${radius}" fill="${colour(35, 85, 65)}" opacity=".6"/>`;
  return `${left}${right}`;
}

/** Three colour blobs, a horizon line and a small lone figure on it, sometimes with a halo ring or rain. */
export const drama: Composition = {
  hues: [210, 30, 170, 340, 260, 60],
  draw(canvas) {
    const { width, height, focusX, unit, random, colour } = canvas;
    const blobs = repeat(3, (i) => {
      const x = round(focusX + between(random, -0.45, 0.45) * width);
      const y = round(between(random, 0.1, 0.6) * height);
      const radius = round(between(random, 0.4, 0.7) * width);
      return `<defs>${radialGradient(`b${i}`, colour(i * 40 - 40, 65, 55), 0.9)}</defs><circle cx="${x}" cy="${y}" r="${radius}" fill="url(#b${i})"/>`;
    });
    const horizonY = round(height * between(random, 0.36, 0.42));
    const figureX = round(focusX + between(random, -0.25, 0.25) * width);
    const halo = `<circle cx="${round(focusX)}" cy="${round(height * 0.3)}" r="${round(unit * 0.3)}" fill="none" stroke="#fff" stroke-width="2" opacity=".35"/>`;
    // Rain is drawn even when another mood is picked: the pick uses the random number after rain's, so skipping
    // the rain would change every drama picture.
    const mood = pickOne(random, [halo, rain(canvas), ""]);
    const horizon = `<path stroke="#fff" stroke-opacity=".35" d="M0 ${horizonY}H${width}"/>`;
    return `${sky(canvas, colour(0, 25, 14), colour(30, 30, 32))}${blobs}${mood}${horizon}${standingFigure(unit, figureX, horizonY)}`;
  },
  titleLook: ({ colour }) =>
    titleLook(colour(30, 25, 93), colour(30, 60, 75), { upper: false, weight: 300, spacing: 0.03 }),
};

/** 40 slanted streaks of rain in one path. */
function rain(canvas: Canvas): string {
  const { width, height, random } = canvas;
  const streaks = repeat(40, () => {
    const x = round(random() * width);
    const y = round(random() * height);
    return `M${x} ${y}l-6 ${round(20 + random() * 30)}`;
  });
  return `<path stroke="#fff" stroke-opacity=".25" d="${streaks}"/>`;
}

/** A silhouette (head and rounded body) standing on the horizon at x, sized to the unit. */
function standingFigure(unit: number, x: number, horizonY: number): string {
  const scale = unit / 500;
  const head = `<circle cx="${x}" cy="${round(horizonY - 62 * scale)}" r="${round(9 * scale)}"/>`;
  const body = `<rect x="${round(x - 10 * scale)}" y="${round(horizonY - 50 * scale)}" width="${round(20 * scale)}" height="${round(50 * scale)}" rx="${round(8 * scale)}"/>`;
  return `<g fill="#000" opacity=".7">${head}${body}</g>`;
}

/** A faint 50-pixel grid, a halftone disc and a tilted colour block, like a printed page. */
export const documentary: Composition = {
  hues: [200, 15, 140, 45, 0],
  draw(canvas) {
    const { width, height, focusX, unit, random, colour } = canvas;
    const columns = repeat(round(width / 50), (i) => `M${i * 50} 0V${height}`);
    const rows = repeat(round(height / 50), (i) => `M0 ${i * 50}H${width}`);
    const grid = `<path stroke="${colour(0, 30, 20)}" stroke-opacity=".12" d="${columns}${rows}"/>`;
    const discX = round(focusX + between(random, -0.15, 0.15) * width);
    const dots = `<pattern id="ht" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="7" cy="7" r="4" fill="${colour(0, 70, 35)}"/></pattern>`;
    const halftone = `<defs>${dots}</defs><circle cx="${discX}" cy="${round(height * 0.5)}" r="${round(unit * 0.34)}" fill="url(#ht)"/>`;
    const blockX = round(width * between(random, 0.05, 0.5));
    const blockTurn = `rotate(${round(between(random, -6, 6))} ${round(width / 2)} ${round(height / 2)})`;
    const block = `<rect x="${blockX}" y="${round(height * 0.62)}" width="${round(unit * 0.45)}" height="${round(unit * 0.2)}" fill="${colour(180, 55, 45)}" opacity=".85" transform="${blockTurn}"/>`;
    return `${sky(canvas, colour(0, 20, 93), colour(0, 20, 84))}${grid}${halftone}${block}`;
  },
  titleLook: ({ colour }) =>
    titleLook(colour(0, 40, 12), colour(180, 85, 38), {
      upper: false,
      weight: 800,
      align: "start",
      scrim: false,
      at: "top",
    }),
};
