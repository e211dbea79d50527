import type { Movie } from "../../contract/movies";
import type { CardAction } from "../components/movie-row";
import { MyListToggle, useMyListToggle } from "../features/my-list/my-list-toggle";
import { myListStrings } from "../features/my-list/strings";
import { CardMenuButton } from "../features/taste/card-menu-button";
import type { MenuToggle } from "../features/taste/card-menu-types";
import { useStrings } from "../i18n/use-strings";

/** My List's toggle as an item of a card's open menu (the features meet here). */
function useMyListItem(movie: Movie): readonly MenuToggle[] {
  const t = useStrings(myListStrings);
  const { inList, toggle } = useMyListToggle(movie);
  return [{ label: t.add, checked: inList, onToggle: toggle }];
}

/** What each poster card carries over it: My List's toggle, and the menu to rate or save it. */
export const cardActions: CardAction = (movie, tabIndex) => (
  <>
    <MyListToggle movie={movie} variant="card" tabIndex={tabIndex} />
    <CardMenuButton movie={movie} tabIndex={tabIndex} useExtra={useMyListItem} />
  </>
);
