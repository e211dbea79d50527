import type { Film } from "./catalog.js";

/**
 * Generated poster art for the embedded catalogue: a 500×750 poster and a 1280×720 backdrop per film.
 * Colours AND composition follow the genre (horror: drips and shards; comedy: confetti circles; sci-fi:
 * stars and a ringed planet; western: sunset bands and mesas; …), varied per film by a PRNG seeded
 * with its id, so the same film always gets the same picture. Small (~2–4 KB), self-contained SVG.
 */

export const POSTER = { w: 500, h: 750 } as const;
export const BACKDROP = { w: 1280, h: 720 } as const;
const FONT = "Inter, system-ui, sans-serif";

type Rng = () => number;
/** mulberry32: a tiny, fast, well-mixed PRNG. */
function rngOf(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hex(h: number, s: number, l: number): string {
  const sat = s / 100;
  const lig = l / 100;
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const v = lig - sat * Math.min(lig, 1 - lig) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

interface Ctx {
  w: number;
  h: number;
  /** Focal point x: the middle of a poster, right of centre on a backdrop (the page writes on the left). */
  fx: number;
  /** Size unit: the poster's width; on a backdrop, what fits its height. */
  u: number;
  r: Rng;
  /** A colour relative to the film's hue: hue offset, saturation %, lightness %. */
  c(dh: number, s: number, l: number): string;
}
interface Look {
  /** Text colour, accent colour (year, rules). */
  ink: string;
  accent: string;
  upper: boolean;
  weight: number;
  /** Letter spacing in em. */
  spacing: number;
  italic?: boolean;
  at: "top" | "bottom";
  align: "middle" | "start";
  /** Darken behind light text for legibility. */
  scrim: boolean;
  /** A sticker-like outline around the title. */
  outline?: string;
}
type Art = { hues: readonly number[]; draw(c: Ctx): string; look(c: Ctx): Look };

const n = Math.round;
const rn = (r: Rng, a: number, b: number) => a + (b - a) * r();
const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)] as T;
const times = (k: number, f: (i: number) => string) => Array.from({ length: k }, (_, i) => f(i)).join("");

const linear = (id: string, a: string, b: string, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x2="${x2}" y2="${y2}"><stop stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
const radial = (id: string, color: string, opacity = 1) =>
  `<radialGradient id="${id}"><stop stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
const sky = (c: Ctx, a: string, b: string) =>
  `<defs>${linear("bg", a, b)}</defs><rect width="${c.w}" height="${c.h}" fill="url(#bg)"/>`;
/** Zero-length round-capped segments: a whole star field in one path. */
const stars = (c: Ctx, k: number, width: number, top = 1) =>
  `<path stroke="#fff" stroke-width="${width}" stroke-linecap="round" opacity=".8" d="${times(k, () => `M${n(c.r() * c.w)} ${n(c.r() * c.h * top)}h0`)}"/>`;
/** A jagged ridge line across the picture, filled down to the bottom. */
function ridge(c: Ctx, base: number, amp: number, fill: string, flat = false): string {
  let d = `M0 ${c.h}V${n(base)}`;
  for (let x = 0; x < c.w; ) {
    const step = rn(c.r, 40, 110);
    const y = base - rn(c.r, -0.3, 1) * amp;
    d += flat ? `L${n(x + step * 0.2)} ${n(y)}H${n(x + step * 0.8)}` : `L${n(x + step / 2)} ${n(y)}`;
    x += step;
  }
  return `<path fill="${fill}" d="${d}L${c.w} ${n(base)}V${c.h}z"/>`;
}
const look = (ink: string, accent: string, rest: Partial<Look> = {}): Look => ({
  ink,
  accent,
  upper: true,
  weight: 900,
  spacing: 0.02,
  at: "bottom",
  align: "middle",
  scrim: true,
  ...rest,
});

const ARTS: Readonly<Record<string, Art>> = {
  horror: {
    hues: [355, 2, 12, 280, 120],
    draw: (c) => {
      const cy = c.h * 0.36;
      const shards = times(7 + n(c.r() * 5), () => {
        const a = c.r() * 6.28;
        const len = rn(c.r, 0.4, 0.9) * c.h;
        const p = (d: number) => `${n(c.fx + Math.cos(a + d) * len)},${n(cy + Math.sin(a + d) * len)}`;
        return `<polygon fill="#000" opacity=".55" points="${n(c.fx)},${n(cy)} ${p(-0.05)} ${p(0.05)}"/>`;
      });
      const drips = times(9 + n(c.r() * 6), () => {
        const x = c.r() * c.w;
        const wd = rn(c.r, 6, 20);
        return `M${n(x)} 0v${n(rn(c.r, 20, c.h * 0.35))}a${n(wd / 2)} ${n(wd / 2)} 0 0 0 ${n(wd)} 0V0z`;
      });
      return `${sky(c, c.c(0, 60, 4), c.c(0, 70, 14))}<defs>${radial("gl", c.c(0, 85, 42))}</defs><circle cx="${n(c.fx)}" cy="${n(cy)}" r="${n(c.u * 0.5)}" fill="url(#gl)"/>${shards}<path fill="${c.c(0, 85, 28)}" d="M0 0H${c.w}V14H0z${drips}"/>`;
    },
    look: (c) => look("#efe6da", c.c(0, 90, 55), { spacing: 0.06 }),
  },
  comedy: {
    hues: [48, 190, 330, 25, 95, 265],
    draw: (c) => {
      const colours = [c.c(180, 80, 55), c.c(40, 95, 65), "#fff", c.c(-30, 90, 45), c.c(100, 70, 50)];
      const dots = times(10 + n(c.r() * 6), () => {
        const fill = pick(c.r, colours);
        const ring = c.r() < 0.3;
        const paint = ring ? `fill="none" stroke="${fill}" stroke-width="12"` : `fill="${fill}"`;
        return `<circle cx="${n(c.r() * c.w)}" cy="${n(c.r() * c.h * 0.8)}" r="${n((rn(c.r, 12, 120) * c.u) / 500)}" ${paint} opacity=".9"/>`;
      });
      return `${sky(c, c.c(0, 90, 62), c.c(15, 95, 55))}${dots}`;
    },
    look: (c) =>
      look(c.c(200, 60, 14), c.c(200, 60, 24), {
        upper: false,
        scrim: false,
        outline: c.c(200, 60, 97),
        at: pick(c.r, ["top", "bottom"]),
      }),
  },
  romance: {
    hues: [345, 10, 320, 290, 20],
    draw: (c) => {
      const cy = c.h * 0.36;
      const bokeh = times(16, () => {
        const r = n(rn(c.r, 4, 26));
        return `<circle cx="${n(c.r() * c.w)}" cy="${n(c.r() * c.h)}" r="${r}" fill="#fff" opacity="${rn(c.r, 0.15, 0.5).toFixed(2)}"/>`;
      });
      const s = (rn(c.r, 4, 6) * c.u) / 500;
      const heart = `<path transform="translate(${n(c.fx)} ${n(cy)}) scale(${s.toFixed(1)})" fill="${c.c(0, 75, 55)}" opacity=".85" d="M0 8C-4 2-16-2-16-12-16-19-8-22 0-15 8-22 16-19 16-12 16-2 4 2 0 8z"/>`;
      const pair = `<circle cx="${n(c.fx - c.u * 0.12)}" cy="${n(cy)}" r="${n(c.u * 0.24)}" fill="${c.c(0, 75, 60)}" opacity=".6"/><circle cx="${n(c.fx + c.u * 0.12)}" cy="${n(cy + 20)}" r="${n(c.u * 0.24)}" fill="${c.c(35, 85, 65)}" opacity=".6"/>`;
      return `${sky(c, c.c(0, 70, 88), c.c(-15, 60, 66))}${c.r() < 0.5 ? heart : pair}${bokeh}`;
    },
    look: (c) => look(c.c(0, 60, 22), c.c(0, 70, 40), { upper: false, weight: 700, italic: true, scrim: false }),
  },
  action: {
    hues: [200, 25, 0, 220, 45],
    draw: (c) => {
      const cy = c.h * 0.38;
      const burst = (R: number, fill: string) => {
        const k = 18 + n(c.r() * 6);
        const pts = times(2 * k, (i) => {
          const rad = (i % 2 ? 0.42 : rn(c.r, 0.8, 1.1)) * R;
          return `${n(c.fx + Math.cos((i * Math.PI) / k) * rad)},${n(cy + Math.sin((i * Math.PI) / k) * rad)} `;
        });
        return `<polygon fill="${fill}" points="${pts.trim()}"/>`;
      };
      const bars = times(8, () => {
        const y = n(rn(c.r, -0.2, 1.2) * c.h);
        return `<rect x="-300" y="${y}" width="${c.w + 600}" height="${n(rn(c.r, 4, 40))}" fill="#fff" opacity="${rn(c.r, 0.05, 0.25).toFixed(2)}"/>`;
      });
      return `${sky(c, c.c(0, 70, 10), c.c(0, 75, 32))}<g transform="rotate(-24 ${n(c.w / 2)} ${n(c.h / 2)})">${bars}</g>${burst(c.u * 0.62, hex(28, 100, 52))}${burst(c.u * 0.36, hex(48, 100, 70))}`;
    },
    look: () => look("#fff", hex(32, 100, 58), { spacing: -0.01 }),
  },
  space: {
    hues: [230, 260, 200, 290, 170],
    draw: (c) => {
      const px = c.fx + rn(c.r, -0.2, 0.2) * c.w;
      const py = c.h * rn(c.r, 0.2, 0.38);
      const pr = rn(c.r, 0.14, 0.26) * c.u;
      const ring = (sweep: number) =>
        `<path d="M${n(px - pr * 1.8)} ${n(py)}A${n(pr * 1.8)} ${n(pr * 0.38)} 0 0 ${sweep} ${n(px + pr * 1.8)} ${n(py)}" fill="none" stroke="${c.c(40, 60, 82)}" stroke-width="7" opacity=".85"/>`;
      const R = c.w * 1.3;
      const tilt = `transform="rotate(${n(rn(c.r, -25, 25))} ${n(px)} ${n(py)})"`;
      return `${sky(c, c.c(0, 60, 5), c.c(40, 60, 22))}<defs>${linear("pl", c.c(60, 70, 70), c.c(-20, 70, 22), 1, 1)}${linear("gr", c.c(0, 40, 22), c.c(0, 50, 4))}</defs>${stars(c, 45, 2)}${stars(c, 10, 4, 0.6)}<g ${tilt}>${ring(1)}<circle cx="${n(px)}" cy="${n(py)}" r="${n(pr)}" fill="url(#pl)"/>${ring(0)}</g><circle cx="${n(c.fx)}" cy="${n(c.h + R * 0.78)}" r="${n(R)}" fill="url(#gr)" stroke="${c.c(-30, 90, 72)}" stroke-width="3"/>`;
    },
    look: (c) => look("#fff", c.c(-30, 90, 75), { weight: 300, spacing: 0.22 }),
  },
  ridges: {
    hues: [190, 28, 150, 330, 210],
    draw: (c) => {
      const night = c.r() < 0.35;
      const top = night ? c.c(40, 50, 12) : c.c(0, 60, 62);
      const glow = night ? c.c(40, 40, 40) : c.c(30, 85, 82);
      const sun = `<circle cx="${n(c.fx)}" cy="${n(c.h * 0.34)}" r="${n(c.u * rn(c.r, 0.12, 0.22))}" fill="${night ? "#f4f1e4" : hex(45, 100, 90)}" opacity=".95"/>`;
      const hills = times(4, (i) => ridge(c, c.h * (0.52 + i * 0.1), c.h * 0.12, c.c(10 * i, 35, 40 - i * 9)));
      return `${sky(c, top, glow)}${night ? stars(c, 40, 2, 0.5) : ""}${sun}${hills}`;
    },
    look: (c) => look("#fff", c.c(30, 90, 75), { weight: 800, spacing: 0.08 }),
  },
  western: {
    hues: [28, 15, 38, 5],
    draw: (c) => {
      const bands = times(8, (i) => {
        const y = n((i * c.h * 0.62) / 8);
        return `<rect y="${y}" width="${c.w}" height="${n(c.h * 0.09)}" fill="${c.c(i * 6 - 25, 80, 22 + i * 7)}"/>`;
      });
      const sun = `<circle cx="${n(c.fx)}" cy="${n(c.h * 0.68)}" r="${n(c.u * rn(c.r, 0.16, 0.22))}" fill="${hex(48, 100, 84)}"/>`;
      return `${bands}${sun}${ridge(c, c.h * 0.66, c.h * 0.16, c.c(-10, 50, 16), true)}${ridge(c, c.h * 0.8, c.h * 0.05, c.c(-15, 45, 8), true)}`;
    },
    look: (c) => look("#fdf1dc", "#fdf1dc", { spacing: 0.16, scrim: false, at: "top", outline: c.c(-20, 60, 12) }),
  },
  drama: {
    hues: [210, 30, 170, 340, 260, 60],
    draw: (c) => {
      const blobs = times(3, (i) => {
        const x = n(c.fx + rn(c.r, -0.45, 0.45) * c.w);
        return `<defs>${radial(`b${i}`, c.c(i * 40 - 40, 65, 55), 0.9)}</defs><circle cx="${x}" cy="${n(rn(c.r, 0.1, 0.6) * c.h)}" r="${n(rn(c.r, 0.4, 0.7) * c.w)}" fill="url(#b${i})"/>`;
      });
      const hy = n(c.h * rn(c.r, 0.36, 0.42));
      const px = n(c.fx + rn(c.r, -0.25, 0.25) * c.w);
      const k = c.u / 500;
      const figure = `<g fill="#000" opacity=".7"><circle cx="${px}" cy="${n(hy - 62 * k)}" r="${n(9 * k)}"/><rect x="${n(px - 10 * k)}" y="${n(hy - 50 * k)}" width="${n(20 * k)}" height="${n(50 * k)}" rx="${n(8 * k)}"/></g>`;
      const ring = `<circle cx="${n(c.fx)}" cy="${n(c.h * 0.3)}" r="${n(c.u * 0.3)}" fill="none" stroke="#fff" stroke-width="2" opacity=".35"/>`;
      const rain = `<path stroke="#fff" stroke-opacity=".25" d="${times(40, () => `M${n(c.r() * c.w)} ${n(c.r() * c.h)}l-6 ${n(20 + c.r() * 30)}`)}"/>`;
      const mood = pick(c.r, [ring, rain, ""]);
      return `${sky(c, c.c(0, 25, 14), c.c(30, 30, 32))}${blobs}${mood}<path stroke="#fff" stroke-opacity=".35" d="M0 ${hy}H${c.w}"/>${figure}`;
    },
    look: (c) => look(c.c(30, 25, 93), c.c(30, 60, 75), { upper: false, weight: 300, spacing: 0.03 }),
  },
  thriller: {
    hues: [210, 45, 0, 160, 190],
    draw: (c) => {
      const cy = c.h * 0.38;
      const spiral = times(14, (i) => {
        const s = n(c.u * 0.95 * 0.86 ** i);
        return `<rect x="${n(c.fx - s / 2)}" y="${n(cy - s / 2)}" width="${s}" height="${s}" transform="rotate(${i * 9} ${n(c.fx)} ${n(cy)})" fill="none" stroke="${c.c(0, 85, 55)}" stroke-width="3" opacity="${(1 - i / 16).toFixed(2)}"/>`;
      });
      const blinds = `<g transform="rotate(-30 ${n(c.fx)} ${n(cy)})" fill="#fff">${times(12, (i) => `<rect x="-400" y="${n(i * 46 - 60)}" width="${c.w + 800}" height="22" opacity="${(0.04 + i * 0.012).toFixed(3)}"/>`)}</g><circle cx="${n(c.fx)}" cy="${n(cy)}" r="${n(c.u * 0.16)}" fill="${c.c(0, 85, 50)}"/>`;
      return `${sky(c, c.c(0, 20, 6), c.c(0, 25, 18))}${c.r() < 0.5 ? spiral : blinds}`;
    },
    look: (c) => look("#fff", c.c(0, 90, 60), { weight: 700, spacing: 0.12, align: "start" }),
  },
  documentary: {
    hues: [200, 15, 140, 45, 0],
    draw: (c) => {
      const grid = `<path stroke="${c.c(0, 30, 20)}" stroke-opacity=".12" d="${times(n(c.w / 50), (i) => `M${i * 50} 0V${c.h}`)}${times(n(c.h / 50), (i) => `M0 ${i * 50}H${c.w}`)}"/>`;
      const cx = n(c.fx + rn(c.r, -0.15, 0.15) * c.w);
      const halftone = `<defs><pattern id="ht" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="7" cy="7" r="4" fill="${c.c(0, 70, 35)}"/></pattern></defs><circle cx="${cx}" cy="${n(c.h * 0.5)}" r="${n(c.u * 0.34)}" fill="url(#ht)"/>`;
      const block = `<rect x="${n(c.w * rn(c.r, 0.05, 0.5))}" y="${n(c.h * 0.62)}" width="${n(c.u * 0.45)}" height="${n(c.u * 0.2)}" fill="${c.c(180, 55, 45)}" opacity=".85" transform="rotate(${n(rn(c.r, -6, 6))} ${n(c.w / 2)} ${n(c.h / 2)})"/>`;
      return `${sky(c, c.c(0, 20, 93), c.c(0, 20, 84))}${grid}${halftone}${block}`;
    },
    look: (c) =>
      look(c.c(0, 40, 12), c.c(180, 85, 38), { upper: false, weight: 800, align: "start", scrim: false, at: "top" }),
  },
  stage: {
    hues: [350, 45, 280, 200],
    draw: (c) => {
      const cy = c.h * 0.72;
      const rays = times(14, (i) => {
        const a = (i / 14) * Math.PI * 2;
        const p = (d: number) => `${n(c.fx + Math.cos(a + d) * c.h)},${n(cy + Math.sin(a + d) * c.h)}`;
        return `${n(c.fx)},${n(cy)} ${p(0)} ${p(0.2)} `;
      });
      const bars = times(18, (i) => {
        const bw = c.w / 18;
        const bh = n(rn(c.r, 0.04, 0.2) * c.h);
        return `<rect x="${n(i * bw + 2)}" y="${c.h - bh}" width="${n(bw - 4)}" height="${bh}" fill="${c.c(40, 90, 60)}" opacity=".7"/>`;
      });
      const curtain = (x: number, dir: number) =>
        `<path fill="${c.c(0, 75, 30)}" d="M${x} 0H${n(x + dir * c.w * 0.22)}C${n(x + dir * c.w * 0.12)} ${n(c.h * 0.3)} ${n(x + dir * c.w * 0.1)} ${n(c.h * 0.7)} ${n(x + dir * c.w * 0.16)} ${c.h}H${x}z"/>`;
      const sunburst = `<path fill="${c.c(45, 90, 65)}" opacity=".22" d="${rays
        .trim()
        .split(" ")
        .map((p, i) => (i % 3 ? `L${p}` : `M${p}`))
        .join("")}"/>`;
      const extra = c.r() < 0.5 ? `${curtain(0, 1)}${curtain(c.w, -1)}` : bars;
      return `${sky(c, c.c(0, 70, 20), c.c(0, 80, 6))}${sunburst}${extra}`;
    },
    look: (c) => look(c.c(45, 90, 72), c.c(45, 90, 60), { upper: false, weight: 800, italic: c.r() < 0.5 }),
  },
};

/** Which composition a film gets: by genre, refined by creative type. */
export function artKindOf(film: Film): keyof typeof ARTS {
  if (film.creativeType === "Science Fiction") return "space";
  if (film.creativeType === "Super Hero") return "action";
  if (film.creativeType === "Fantasy" && film.genre !== "Horror") return "ridges";
  switch (film.genre) {
    case "Horror":
      return "horror";
    case "Comedy":
    case "Black Comedy":
      return "comedy";
    case "Romantic Comedy":
      return "romance";
    case "Action":
      return "action";
    case "Adventure":
      return "ridges";
    case "Western":
      return "western";
    case "Thriller/Suspense":
      return "thriller";
    case "Documentary":
      return "documentary";
    case "Musical":
    case "Concert/Performance":
      return "stage";
    case "Drama":
      return "drama";
    default:
      return pick(rngOf(film.id), ["drama", "thriller"] as const);
  }
}

function contextOf(film: Film, w: number, h: number, fx: number): { c: Ctx; art: Art } {
  const art = ARTS[artKindOf(film)] as Art;
  const r = rngOf(film.id);
  const hue = pick(r, art.hues) + rn(r, -12, 12);
  const dark = film.genre === "Black Comedy";
  const c: Ctx = {
    w,
    h,
    fx,
    u: Math.min(w, h / 1.5),
    r,
    c: (dh, s, l) => hex((((hue + dh) % 360) + 360) % 360, s, dark ? (l > 50 ? (100 - l) * 0.5 : 100 - l) : l),
  };
  return { c, art };
}

const vignette = (w: number, h: number) =>
  `<defs><radialGradient id="vg" r=".75"><stop offset=".55" stop-opacity="0"/><stop offset="1" stop-opacity=".6"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#vg)"/>`;

/** Break a title into at most 4 lines at the largest size that fits the poster's width. */
export function layoutTitle(title: string, look: Pick<Look, "upper" | "spacing" | "weight">, width: number) {
  const words = title.split(" ");
  // Generous average glyph widths: an <img> SVG cannot use the page's web fonts, so the fallback may be wide.
  const glyph = (look.upper ? 0.72 : 0.6) * (look.weight >= 800 ? 1.06 : 1) + look.spacing;
  for (let size = 84; ; size -= 4) {
    const max = Math.floor(width / (size * glyph));
    const lines: string[] = [];
    for (const word of words) {
      const last = lines.at(-1);
      if (last !== undefined && (last + word).length + 1 <= max) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    const widest = Math.max(...lines.map((l) => l.length));
    if ((lines.length <= 4 && widest <= max) || size <= 28) return { lines, size, squeeze: widest > max };
  }
}

function typeset(film: Film, look: Look): string {
  const { w, h } = POSTER;
  const margin = 40;
  const x = look.align === "middle" ? w / 2 : margin;
  const title = look.upper ? film.title.toUpperCase() : film.title;
  const { lines, size, squeeze } = layoutTitle(title, look, w - 2 * margin);
  const lead = n(size * (look.upper ? 0.98 : 1.08));
  const blockH = lead * (lines.length - 1);
  const first = look.at === "top" ? 120 + size * 0.8 : h - 150 - blockH;
  const attrs = `text-anchor="${look.align}" font-family="${FONT}"`;
  const fit = squeeze ? ` textLength="${w - 2 * margin}" lengthAdjust="spacingAndGlyphs"` : "";
  const spans = lines
    .map((line, i) => `<tspan x="${x}" y="${n(first + i * lead)}"${fit}>${escapeXml(line)}</tspan>`)
    .join("");
  const outline = look.outline
    ? ` stroke="${look.outline}" stroke-width="${n(size * 0.14)}" stroke-linejoin="round" paint-order="stroke"`
    : "";
  const style = `${look.italic ? ' font-style="italic"' : ""} letter-spacing="${look.spacing}em"${outline}`;
  const main = `<text ${attrs} font-size="${size}" font-weight="${look.weight}" fill="${look.ink}"${style}>${spans}</text>`;
  const yearY = n(first + blockH + 52);
  const yearOutline = look.outline ? ` stroke="${look.outline}" stroke-width="5" paint-order="stroke"` : "";
  const year = film.year
    ? `<text x="${x}" y="${yearY}" ${attrs} font-size="22" font-weight="600" letter-spacing=".3em" fill="${look.accent}"${yearOutline}>${film.year}</text>`
    : "";
  const credit = film.director
    ? `<text x="${x}" y="${look.at === "top" ? 64 : 72}" ${attrs} font-size="15" font-weight="600" letter-spacing=".28em" fill="${look.ink}" opacity=".85">${escapeXml(film.director.toUpperCase())}</text>`
    : "";
  const billing = [
    film.distributor,
    film.mpaa && film.mpaa !== "Open" ? film.mpaa : null,
    film.runtime && `${film.runtime} MIN`,
  ]
    .filter(Boolean)
    .join("  ·  ");
  const foot = billing
    ? `<text x="${w / 2}" y="${h - 30}" text-anchor="middle" font-family="${FONT}" font-size="12" letter-spacing=".18em" fill="${look.ink}" opacity=".6">${escapeXml(billing.toUpperCase())}</text>`
    : "";
  const scrim = look.scrim
    ? `<defs>${linear("sc", "#0000", "#000c")}</defs><rect y="${n(h * 0.5)}" width="${w}" height="${n(h * 0.5)}" fill="url(#sc)"/>`
    : "";
  return `${scrim}${credit}${main}${year}${foot}`;
}

const svg = (w: number, h: number, label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;

/** A 500×750 poster: genre composition, title typeset (wrapped, escaped), director, year, billing line. */
export function posterSvg(film: Film): string {
  const { c, art } = contextOf(film, POSTER.w, POSTER.h, POSTER.w / 2);
  const body = art.draw(c);
  return svg(POSTER.w, POSTER.h, film.title, `${body}${vignette(POSTER.w, POSTER.h)}${typeset(film, art.look(c))}`);
}

/** A 1280×720 backdrop in the same style, without text, its focal point right of centre (the page writes on the left). */
export function backdropSvg(film: Film): string {
  const { c, art } = contextOf(film, BACKDROP.w, BACKDROP.h, BACKDROP.w * 0.68);
  return svg(BACKDROP.w, BACKDROP.h, film.title, `${art.draw(c)}${vignette(BACKDROP.w, BACKDROP.h)}`);
}
