import { type KeyboardEvent, useId, useRef, useState } from "react";
import type { Movie } from "../../../contract/movies";
import { EllipsisVertical } from "../../components/card-icons";
import { interpolate } from "../../i18n/format";
import { useStrings } from "../../i18n/use-strings";
import { cardMenuStrings } from "./card-menu-strings";
import type { MenuToggle, OpenAt } from "./card-menu-types";

/**
 * The menu itself loads when first opened: the rows' first screen carries only this button. It is
 * shown once loaded, with no Suspense boundary (content a boundary reveals cannot take focus in its
 * first commit, and the menu must).
 */
let menuModule: typeof import("./card-menu") | undefined;
const loadMenu = async () => {
  menuModule ??= await import("./card-menu");
  return menuModule;
};

const BUTTON_CLASSES =
  "absolute end-1.5 bottom-1.5 z-20 flex size-11 items-center justify-center rounded-full bg-page/80 text-ink ring-1 ring-white/50 backdrop-blur-sm transition-[opacity,background-color] duration-150 ease-out hover:bg-raised aria-expanded:bg-ink aria-expanded:text-page opacity-0 group-hover/card:opacity-100 group-focus-within/card:opacity-100 focus-visible:opacity-100 [@media(hover:none)]:opacity-100";

interface CardMenuButtonProps {
  movie: Movie;
  /** In the Tab order only with its card (the row's roving tab stop). */
  tabIndex: 0 | -1;
  /**
   * Items after the ratings (My List's toggle, from where the features meet): a hook the open menu
   * calls, so a closed card's button reads nothing from the store.
   */
  useExtra: (movie: Movie) => readonly MenuToggle[];
}

/**
 * A poster card's menu button (a visible, focusable button, so keyboard and touch reach the same
 * menu): 'Not for me', 'I like this', 'Love this!', 'Seen it' and the `useExtra` items, as checkable
 * menu items. Esc or a choice closes it and focus comes back here.
 */
export function CardMenuButton({ movie, tabIndex, useExtra }: CardMenuButtonProps) {
  const t = useStrings(cardMenuStrings);
  const [open, setOpenAt] = useState<OpenAt | null>(null);
  // A menu that cannot load stays closed; the next press asks for it again.
  const setOpen = (at: OpenAt) => {
    loadMenu().then(
      () => setOpenAt(at),
      () => setOpenAt(null),
    );
  };
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = (refocus: boolean) => {
    setOpenAt(null);
    if (refocus) button.current?.focus({ preventScroll: true });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = ({ ArrowDown: "first", ArrowUp: "last" } as const)[event.key as "ArrowDown" | "ArrowUp"];
    if (!at) return;
    event.preventDefault();
    event.stopPropagation();
    setOpen(at);
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? menuId : undefined}
        aria-label={interpolate(t.menuFor, { title: movie.title })}
        tabIndex={tabIndex}
        onClick={() => (open ? close(false) : setOpen("first"))}
        onKeyDown={onKeyDown}
        className={BUTTON_CLASSES}
      >
        <EllipsisVertical aria-hidden="true" className="size-5 stroke-[2.5]" />
      </button>
      {open && menuModule && (
        <menuModule.CardMenu
          id={menuId}
          movie={movie}
          anchor={button}
          openAt={open}
          useExtra={useExtra}
          onClose={close}
        />
      )}
    </>
  );
}
