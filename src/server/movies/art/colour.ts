/** A colour relative to a film's base hue: hue offset in degrees, saturation %, lightness %. */
export type FilmColour = (hueShift: number, saturation: number, lightness: number) => string;

/** An sRGB colour as `#rrggbb` from hue (degrees), saturation (%) and lightness (%). */
export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const sat = saturation / 100;
  const light = lightness / 100;
  const channel = (offset: number) => {
    const k = (offset + hue / 30) % 12;
    const value = light - sat * Math.min(light, 1 - light) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Degrees brought into [0, 360). */
const wrapDegrees = (degrees: number): number => ((degrees % 360) + 360) % 360;

/** A dark palette flips lightness: light tones become deep ones (at half strength), deep tones become light. */
const invertLightness = (lightness: number): number => (lightness > 50 ? (100 - lightness) * 0.5 : 100 - lightness);

/** The colours of one film: every tone is picked relative to its base hue; a dark palette inverts lightness. */
export function filmPalette(baseHue: number, dark: boolean): FilmColour {
  return (hueShift, saturation, lightness) =>
    hslToHex(wrapDegrees(baseHue + hueShift), saturation, dark ? invertLightness(lightness) : lightness);
}
