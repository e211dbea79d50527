/** How a poster sets its title, credit, year and billing line. */
export interface TitleLook {
  /** Text colour. */
  ink: string;
  /** Colour of the year. */
  accent: string;
  upper: boolean;
  weight: number;
  /** Letter spacing in em. */
  spacing: number;
  italic?: boolean;
  at: "top" | "bottom";
  align: "middle" | "start";
  /** Darken the lower half behind light text for legibility. */
  scrim: boolean;
  /** Colour of a sticker-like outline around the title. */
  outline?: string;
}

/** A look in the default style (heavy capitals, centred at the bottom over a scrim), with some settings changed. */
export const titleLook = (ink: string, accent: string, changes: Partial<TitleLook> = {}): TitleLook => ({
  ink,
  accent,
  upper: true,
  weight: 900,
  spacing: 0.02,
  at: "bottom",
  align: "middle",
  scrim: true,
  ...changes,
});
