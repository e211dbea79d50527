import { Check, Heart, ThumbsDown, ThumbsUp } from "lucide-react";
import { type ComponentType, type KeyboardEvent, type RefObject, useEffect, useLayoutEffect, useRef } from "react";
import { createPortal } from "react-dom";
import type { Movie } from "../../../contract/movies";
import { Eye } from "../../components/inline-icons";
import { tasteStrings } from "../../components/taste-strings";
import { useStrings } from "../../i18n/use-strings";
import { useSetTasteMutation } from "../../store/taste-api";
import { useFilmTaste } from "../../store/use-taste";
import type { MenuToggle, OpenAt } from "./card-menu-types";

interface CardMenuProps {
  id: string;
  movie: Movie;
  anchor: RefObject<HTMLButtonElement | null>;
  openAt: OpenAt;
  /** Items after the ratings, read while the menu is open. */
  useExtra: (movie: Movie) => readonly MenuToggle[];
  /** `true`: give focus back to the menu button (Esc, a choice); `false`: focus went elsewhere. */
  onClose: (refocus: boolean) => void;
}

/** Space between the button and the menu, and between the menu and the window's edges (px). */
const GAP = 6;

/**
 * Where the menu goes: below its button (above when there is no room), its inline end lined up
 * with the button's (its start in right-to-left pages), always inside the window. Fixed to the
 * window, so a row's scrolling box never clips it.
 */
function placeBeside(anchor: HTMLElement, menu: HTMLElement): { top: number; left: number } {
  const a = anchor.getBoundingClientRect();
  const { width, height } = menu.getBoundingClientRect();
  const rtl = document.documentElement.dir === "rtl";
  const below = a.bottom + GAP;
  const top = below + height <= window.innerHeight - GAP ? below : Math.max(GAP, a.top - GAP - height);
  const left = rtl ? a.left : a.right - width;
  return { top, left: Math.min(Math.max(GAP, left), window.innerWidth - width - GAP) };
}

/**
 * The poster card's menu (WAI-ARIA menu button pattern): checkable items for the three ratings
 * (one at a time; choosing the checked one takes it back), 'Seen it' and the `useExtra` items. ↑ ↓
 * Home End move, Enter or Space choose, Esc closes; a choice saves at once and closes.
 */
export function CardMenu({ id, movie, anchor, openAt, useExtra, onClose }: CardMenuProps) {
  const t = useStrings(tasteStrings);
  const extra = useExtra(movie);
  const { rating, seen } = useFilmTaste(movie);
  const [save] = useSetTasteMutation();
  const menu = useRef<HTMLDivElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  const entries: {
    key: string;
    label: string;
    checked: boolean;
    Icon: ComponentType<{ className: string; "aria-hidden": "true" }> | null;
    choose: () => void;
  }[] = [
    ...(
      [
        ["dislike", t.notForMe, ThumbsDown],
        ["like", t.like, ThumbsUp],
        ["love", t.love, Heart],
      ] as const
    ).map(([value, label, Icon]) => ({
      key: value,
      label,
      checked: rating === value,
      Icon,
      choose: () => void save({ movie, rating: rating === value ? null : value, seen }),
    })),
    { key: "seen", label: t.seen, checked: seen, Icon: Eye, choose: () => void save({ movie, rating, seen: !seen }) },
    ...extra.map((item) => ({
      key: item.label,
      label: item.label,
      checked: item.checked,
      Icon: null,
      choose: item.onToggle,
    })),
  ];

  // Placed and focused before the first paint: the menu never shows in the wrong place.
  useLayoutEffect(() => {
    const box = menu.current;
    if (!box || !anchor.current) return;
    const { top, left } = placeBeside(anchor.current, box);
    box.style.top = `${top}px`;
    box.style.left = `${left}px`;
    items.current[openAt === "first" ? 0 : items.current.length - 1]?.focus({ preventScroll: true });
  }, [anchor, openAt]);

  // A press outside the menu, a scroll or a resize closes it (the button's own press toggles it).
  useEffect(() => {
    const outside = (event: Event) => {
      const target = event.target as Node | null;
      if (target && (menu.current?.contains(target) || anchor.current?.contains(target))) return;
      onClose(false);
    };
    const moved = (event: Event) => {
      if (!(event.target instanceof Node && menu.current?.contains(event.target))) onClose(false);
    };
    const gone = () => onClose(false);
    document.addEventListener("pointerdown", outside, true);
    window.addEventListener("scroll", moved, true);
    window.addEventListener("resize", gone);
    return () => {
      document.removeEventListener("pointerdown", outside, true);
      window.removeEventListener("scroll", moved, true);
      window.removeEventListener("resize", gone);
    };
  }, [anchor, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The row under the card moves between cards on arrows, Home and End: not while in the menu.
    event.stopPropagation();
    const count = entries.length;
    const at = items.current.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: count - 1 };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      items.current[(next + count) % count]?.focus({ preventScroll: true });
    } else if (event.key === "Escape" || event.key === "Tab") {
      event.preventDefault();
      onClose(true);
    }
  };

  return createPortal(
    <div
      ref={menu}
      id={id}
      role="menu"
      aria-label={movie.title}
      onKeyDown={onKeyDown}
      style={{ top: 0, left: 0 }}
      className="fixed z-50 flex min-w-52 flex-col rounded-md bg-surface py-1.5 text-ink shadow-xl shadow-black/60 ring-1 ring-white/15"
    >
      {entries.map((entry, index) => (
        <button
          key={entry.key}
          ref={(node) => {
            items.current[index] = node;
          }}
          type="button"
          role="menuitemcheckbox"
          aria-checked={entry.checked}
          tabIndex={-1}
          onClick={() => {
            entry.choose();
            onClose(true);
          }}
          className="flex min-h-11 items-center gap-3 px-4 text-start text-sm font-medium hover:bg-raised focus:bg-raised focus:outline-none"
        >
          {entry.Icon ? <entry.Icon aria-hidden="true" className="size-4 shrink-0" /> : <span className="size-4" />}
          <span className="flex-1">{entry.label}</span>
          <Check aria-hidden="true" className={`size-4 shrink-0 ${entry.checked ? "" : "invisible"}`} />
        </button>
      ))}
    </div>,
    document.body,
  );
}
