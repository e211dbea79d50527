import type { Canvas, Composition } from "./canvas.js";
import { sky } from "./canvas.js";
import { hslToHex } from "./colour.js";
import { between, chance } from "./random.js";
import { radialGradient, repeat, round } from "./svg.js";
import { titleLook } from "./title-look.js";

/** Compositions built around the focal point: a glow with shards, a starburst, a spiral, a sunburst on stage. */

/** A red glow pierced by dark shards, with blood dripping from the top edge. */
export const horror: Composition = {
  hues: [355, 2, 12, 280, 120],
  draw(canvas) {
    const { width, height, focusX, unit, colour } = canvas;
    const centreY = height * 0.36;
    const shards = darkShards(canvas, centreY);
    const drips = dripOutlines(canvas);
    const glow = `<defs>${radialGradient("gl", colour(0, 85, 42))}</defs><circle cx="${round(focusX)}" cy="${round(centreY)}" r="${round(unit * 0.5)}" fill="url(#gl)"/>`;
    const bleedingEdge = `<path fill="${colour(0, 85, 28)}" d="M0 0H${width}V14H0z${drips}"/>`;
    return `${sky(canvas, colour(0, 60, 4), colour(0, 70, 14))}${glow}${shards}${bleedingEdge}`;
  },
  titleLook: ({ colour }) => titleLook("#efe6da", colour(0, 90, 55), { spacing: 0.06 }),
};

/** 7 to 12 thin dark triangles pointing out from the focal point in random directions. */
function darkShards(canvas: Canvas, centreY: number): string {
  const { height, focusX, random } = canvas;
  const count = 7 + round(random() * 5);
  return repeat(count, () => {
    const angle = random() * 6.28;
    const length = between(random, 0.4, 0.9) * height;
    const tip = (spread: number) =>
      `${round(focusX + Math.cos(angle + spread) * length)},${round(centreY + Math.sin(angle + spread) * length)}`;
    return `<polygon fill="#000" opacity=".55" points="${round(focusX)},${round(centreY)} ${tip(-0.05)} ${tip(0.05)}"/>`;
  });
}

/** 9 to 15 drips hanging from the top edge, each a rounded-bottom strip, as path data. */
function dripOutlines(canvas: Canvas): string {
  const { width, height, random } = canvas;
  const count = 9 + round(random() * 6);
  return repeat(count, () => {
    const x = random() * width;
    const dripWidth = between(random, 6, 20);
    const length = between(random, 20, height * 0.35);
    const radius = round(dripWidth / 2);
    return `M${round(x)} 0v${round(length)}a${radius} ${radius} 0 0 0 ${round(dripWidth)} 0V0z`;
  });
}

/** Two spiky starbursts, orange over yellow, over slanted speed bars. */
export const action: Composition = {
  hues: [200, 25, 0, 220, 45],
  draw(canvas) {
    const { width, height, unit, random, colour } = canvas;
    const centreY = height * 0.38;
    const bars = repeat(8, () => {
      const y = round(between(random, -0.2, 1.2) * height);
      const barHeight = round(between(random, 4, 40));
      const opacity = between(random, 0.05, 0.25).toFixed(2);
      return `<rect x="-300" y="${y}" width="${width + 600}" height="${barHeight}" fill="#fff" opacity="${opacity}"/>`;
    });
    const speedBars = `<g transform="rotate(-24 ${round(width / 2)} ${round(height / 2)})">${bars}</g>`;
    const outerBurst = starburst(canvas, centreY, unit * 0.62, hslToHex(28, 100, 52));
    const innerBurst = starburst(canvas, centreY, unit * 0.36, hslToHex(48, 100, 70));
    return `${sky(canvas, colour(0, 70, 10), colour(0, 75, 32))}${speedBars}${outerBurst}${innerBurst}`;
  },
  titleLook: () => titleLook("#fff", hslToHex(32, 100, 58), { spacing: -0.01 }),
};

/** A star of 18 to 23 uneven points around the focal point; its inner corners sit at 0.42 of the radius. */
function starburst(canvas: Canvas, centreY: number, radius: number, fill: string): string {
  const { focusX, random } = canvas;
  const points = 18 + round(random() * 6);
  const corners = repeat(2 * points, (i) => {
    const distance = (i % 2 ? 0.42 : between(random, 0.8, 1.1)) * radius;
    const angle = (i * Math.PI) / points;
    return `${round(focusX + Math.cos(angle) * distance)},${round(centreY + Math.sin(angle) * distance)} `;
  });
  return `<polygon fill="${fill}" points="${corners.trim()}"/>`;
}

/** Either a spiral of shrinking, turning squares, or light through slanted blinds onto a red dot. */
export const thriller: Composition = {
  hues: [210, 45, 0, 160, 190],
  draw(canvas) {
    const { height, colour, random } = canvas;
    const centreY = height * 0.38;
    const motif = chance(random, 0.5) ? squareSpiral(canvas, centreY) : blindsAndDot(canvas, centreY);
    return `${sky(canvas, colour(0, 20, 6), colour(0, 25, 18))}${motif}`;
  },
  titleLook: ({ colour }) => titleLook("#fff", colour(0, 90, 60), { weight: 700, spacing: 0.12, align: "start" }),
};

function squareSpiral(canvas: Canvas, centreY: number): string {
  const { focusX, unit, colour } = canvas;
  return repeat(14, (i) => {
    const side = round(unit * 0.95 * 0.86 ** i);
    const turn = `rotate(${i * 9} ${round(focusX)} ${round(centreY)})`;
    return `<rect x="${round(focusX - side / 2)}" y="${round(centreY - side / 2)}" width="${side}" height="${side}" transform="${turn}" fill="none" stroke="${colour(0, 85, 55)}" stroke-width="3" opacity="${(1 - i / 16).toFixed(2)}"/>`;
  });
}

function blindsAndDot(canvas: Canvas, centreY: number): string {
  const { width, focusX, unit, colour } = canvas;
  const slats = repeat(
    12,
    (i) =>
      `<rect x="-400" y="${round(i * 46 - 60)}" width="${width + 800}" height="22" opacity="${(0.04 + i * 0.012).toFixed(3)}"/>`,
  );
  const dot = `<circle cx="${round(focusX)}" cy="${round(centreY)}" r="${round(unit * 0.16)}" fill="${colour(0, 85, 50)}"/>`;
  return `<g transform="rotate(-30 ${round(focusX)} ${round(centreY)})" fill="#fff">${slats}</g>${dot}`;
}

/** Spotlight rays from low on the stage, framed by curtains or rising equaliser bars. */
export const stage: Composition = {
  hues: [350, 45, 280, 200],
  draw(canvas) {
    const { width, height, random, colour } = canvas;
    const bars = equaliserBars(canvas);
    const curtains = `${curtain(canvas, 0, 1)}${curtain(canvas, width, -1)}`;
    const frame = chance(random, 0.5) ? curtains : bars;
    return `${sky(canvas, colour(0, 70, 20), colour(0, 80, 6))}${sunburst(canvas, height * 0.72)}${frame}`;
  },
  titleLook: ({ colour, random }) =>
    titleLook(colour(45, 90, 72), colour(45, 90, 60), { upper: false, weight: 800, italic: chance(random, 0.5) }),
};

/** 14 evenly spaced wedges of light, each as long as the picture is high, in one path. */
function sunburst(canvas: Canvas, centreY: number): string {
  const { height, focusX, colour } = canvas;
  const centre = `${round(focusX)},${round(centreY)}`;
  const wedges = repeat(14, (i) => {
    const angle = (i / 14) * Math.PI * 2;
    const edge = (spread: number) =>
      `${round(focusX + Math.cos(angle + spread) * height)},${round(centreY + Math.sin(angle + spread) * height)}`;
    return `M${centre}L${edge(0)}L${edge(0.2)}`;
  });
  return `<path fill="${colour(45, 90, 65)}" opacity=".22" d="${wedges}"/>`;
}

/** 18 bars of random height standing on the bottom edge. */
function equaliserBars(canvas: Canvas): string {
  const { width, height, random, colour } = canvas;
  const slot = width / 18;
  return repeat(18, (i) => {
    const barHeight = round(between(random, 0.04, 0.2) * height);
    return `<rect x="${round(i * slot + 2)}" y="${height - barHeight}" width="${round(slot - 4)}" height="${barHeight}" fill="${colour(40, 90, 60)}" opacity=".7"/>`;
  });
}

/** A curtain hanging from edge x and swelling towards the centre (direction 1: rightwards, −1: leftwards). */
function curtain(canvas: Canvas, x: number, direction: number): string {
  const { width, height, colour } = canvas;
  const inward = (fraction: number) => round(x + direction * width * fraction);
  return `<path fill="${colour(0, 75, 30)}" d="M${x} 0H${inward(0.22)}C${inward(0.12)} ${round(height * 0.3)} ${inward(0.1)} ${round(height * 0.7)} ${inward(0.16)} ${height}H${x}z"/>`;
}
