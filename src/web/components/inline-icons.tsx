import type { ReactNode, SVGProps } from "react";

/*
 * The icons the sign-in page can show (its form, notices and the outage and retry screens), drawn
 * from Lucide's shapes (ISC licence, lucide.dev) as plain SVG. The first chunk would otherwise carry
 * lucide-react's icon builder (~2 KB brotli) for six icons; pages loaded later import lucide-react.
 */

/** Every one of them is decorative (its text says what it means), so hidden from assistive technology. */
type IconProps = Pick<SVGProps<SVGSVGElement>, "className"> & { "aria-hidden": "true" };

/** An icon of Lucide's 24-unit grid, drawn with these shapes. */
export function icon(shapes: ReactNode) {
  return ({ className }: IconProps) => (
    <svg
      aria-hidden="true"
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {shapes}
    </svg>
  );
}

const ring = <circle cx="12" cy="12" r="10" />;

export const CircleAlert = icon(
  <>
    {ring}
    <path d="M12 8v4M12 16h.01" />
  </>,
);

export const CircleCheck = icon(
  <>
    {ring}
    <path d="m16 9-5.5 5.5L8 12" />
  </>,
);

export const Info = icon(
  <>
    {ring}
    <path d="M12 16v-4M12 8h.01" />
  </>,
);

export const Eye = icon(
  <>
    <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const EyeOff = icon(
  <path d="M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49M14.084 14.158a3 3 0 0 1-4.242-4.242M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143M2 2l20 20" />,
);

export const RotateCw = icon(<path d="M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8M21 3v5h-5" />);

/**
 * The magnifier of the header's title search and of GPT Search. As a lucide-react import shared by
 * the two, it became a chunk of its own: one more request (~600 B) on /browse's first load.
 */
export const Search = icon(
  <>
    <path d="m21 21-4.34-4.34" />
    <circle cx="11" cy="11" r="8" />
  </>,
);
