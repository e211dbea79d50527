import { icon } from "./inline-icons";

/*
 * The icons drawn on every poster card (My List's toggle and the card's menu button; the toggle's
 * also beside Play in More Info), from Lucide's shapes as plain SVG of one shape each: a row's
 * cards carry two each, and lucide-react's builder (its Plus is two paths, its vertical ellipsis
 * three circles) made a tenth of /browse's elements and of its first render's script.
 */

export const Plus = icon(<path d="M5 12h14M12 5v14" />);

export const Check = icon(<path d="M20 6 9 17l-5-5" />);

/** Three dots, each Lucide's circle of radius 1 drawn as two arcs. */
export const EllipsisVertical = icon(
  <path d="M13 5a1 1 0 1 1-2 0 1 1 0 1 1 2 0M13 12a1 1 0 1 1-2 0 1 1 0 1 1 2 0M13 19a1 1 0 1 1-2 0 1 1 0 1 1 2 0" />,
);
