import type { Movie } from "../../contract/movies";
import type { CardAction } from "../components/movie-row";
import { MyListToggle, useMyListToggle } from "../features/my-list/my-list-toggle";
import { myListStrings } from "../features/my-list/strings";
import { CardMenuButton } from "../features/taste/card-menu-button";
import { useStrings } from "../i18n/use-strings";

/** A card's menu, with My List's toggle among its items (the features meet here). */
function CardMenuWithMyList({ movie, tabIndex }: { movie: Movie; tabIndex: 0 | -1 }) {
  const t = useStrings(myListStrings);
  const { inList, toggle } = useMyListToggle(movie);
  return (
    <CardMenuButton movie={movie} tabIndex={tabIndex} extra={[{ label: t.add, checked: inList, onToggle: toggle }]} />
  );
}

/** What each poster card carries over it: My List's toggle, and the menu to rate or save it. */
export const cardActions: CardAction = (movie, tabIndex) => (
  <>
    <MyListToggle movie={movie} variant="card" tabIndex={tabIndex} />
    <CardMenuWithMyList movie={movie} tabIndex={tabIndex} />
  </>
);
