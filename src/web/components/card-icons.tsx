import { icon } from "./inline-icons";

/*
 * The icons drawn on every poster card (My List's toggle and the card's menu button; the toggle's
 * also beside Play in More Info), from Lucide's shapes as plain SVG of one shape each: a row's
 * cards carry two each, and lucide-react's builder (its Plus is two paths, its vertical ellipsis
 * three circles) made a tenth of /browse's elements and of its first render's script.
 */

export const Plus = icon(<path d="M5 12h14M12 5v14" />);

export const Check = icon(<path d="M20 6 9 17l-5-5" />);

/** Three dots as wide as Lucide's (a circle of radius 1 under a 2.5 stroke): round caps on dots. */
export const EllipsisVertical = icon(<path d="M12 5h.01M12 12h.01M12 19h.01" strokeWidth="4.5" />);
