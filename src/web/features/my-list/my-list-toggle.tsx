import type { Movie } from "../../../contract/movies";
import { Check, Plus } from "../../components/card-icons";
import { useLanguage, useStrings } from "../../i18n/use-strings";
import { useAppDispatch } from "../../store/hooks";
import { myListApi, useGetMyListQuery } from "./my-list-api";
import { myListStrings } from "./strings";

interface MyListToggleProps {
  movie: Movie;
  /** `card`: a round icon button on a poster; `dialog`: a labelled button beside Play in More Info. */
  variant: "card" | "dialog";
  /** On a card: in the Tab order only with its card (the row's roving tab stop). */
  tabIndex?: 0 | -1;
}

/**
 * Whether a film is in My List (false until the list has loaded), and the change that flips it.
 * The change is dispatched rather than read through a mutation hook: every poster card has this
 * toggle, and each hook is one more store subscription run on every action of a page of cards;
 * the change's outcome is shown by the list itself (and its failure by My List's notice).
 */
export function useMyListToggle(movie: Movie): { inList: boolean; toggle: () => void } {
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const { inList } = useGetMyListQuery(language, {
    selectFromResult: ({ data }) => ({ inList: data?.some((m) => m.id === movie.id) ?? false }),
  });
  const change = inList ? myListApi.endpoints.removeFromMyList : myListApi.endpoints.addToMyList;
  return { inList, toggle: () => void dispatch(change.initiate({ movie, language }, { track: false })) };
}

const CARD_CLASSES =
  "absolute end-1.5 top-1.5 z-20 flex size-11 items-center justify-center rounded-full bg-page/80 text-ink ring-1 ring-white/50 backdrop-blur-sm transition-[opacity,background-color] duration-150 ease-out hover:bg-raised aria-pressed:bg-ink aria-pressed:text-page opacity-0 group-hover/card:opacity-100 group-focus-within/card:opacity-100 focus-visible:opacity-100 [@media(hover:none)]:opacity-100";
const DIALOG_CLASSES =
  "inline-flex h-11 items-center gap-2 rounded-md bg-neutral-500/70 px-5 text-base font-semibold text-ink transition-colors duration-150 hover:bg-neutral-500/50";

/**
 * 'Add to My List' / 'Remove from My List': a toggle button (`aria-pressed` tells whether the film is
 * in the list). The change shows at once and is undone, with a message, if the server refuses it.
 */
export function MyListToggle({ movie, variant, tabIndex }: MyListToggleProps) {
  const t = useStrings(myListStrings);
  const { inList, toggle } = useMyListToggle(movie);
  const label = inList ? t.remove : t.add;
  const Icon = inList ? Check : Plus;
  if (variant === "card") {
    return (
      <button
        type="button"
        aria-pressed={inList}
        aria-label={label}
        title={label}
        tabIndex={tabIndex}
        onClick={toggle}
        className={CARD_CLASSES}
      >
        <Icon aria-hidden="true" className="size-5 stroke-[2.5]" />
      </button>
    );
  }
  return (
    <button type="button" aria-pressed={inList} onClick={toggle} className={DIALOG_CLASSES}>
      <Icon aria-hidden="true" className="size-5 stroke-[2.5]" />
      {label}
    </button>
  );
}
