/** SVG text building blocks shared by the poster and backdrop art. Coordinates are rounded to whole pixels. */

export const round = Math.round;

/** The markup drawn for each index from 0 to count − 1, joined. */
export const repeat = (count: number, draw: (index: number) => string): string =>
  Array.from({ length: count }, (_, index) => draw(index)).join("");

/** Text made safe for XML content and attribute values: each special character becomes a numeric reference. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A two-stop linear gradient; by default it runs top to bottom. */
export const linearGradient = (id: string, from: string, to: string, endX = 0, endY = 1): string =>
  `<linearGradient id="${id}" x2="${endX}" y2="${endY}"><stop stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** A radial glow: the colour at the centre, fading to transparent at the edge. */
export const radialGradient = (id: string, colour: string, opacity = 1): string =>
  `<radialGradient id="${id}"><stop stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;

/** Darkened corners over the whole picture. */
export const vignette = (width: number, height: number): string =>
  `<defs><radialGradient id="vg" r=".75"><stop offset=".55" stop-opacity="0"/><stop offset="1" stop-opacity=".6"/></radialGradient></defs><rect width="${width}" height="${height}" fill="url(#vg)"/>`;

/** A standalone SVG document, labelled for screen readers. */
export const svgDocument = (width: number, height: number, label: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
