import type { MyListEntry } from "../../contract/requests.js";

/** What the page sends to add film `id` to My List: a full entry, each field telling the film apart. */
export const listEntry = (id: number): MyListEntry => ({
  title: `Film ${id}`,
  overview: `About film ${id}.`,
  poster_path: `/p/${id}.svg`,
  backdrop_path: null,
  release_date: "1999-03-31",
  vote_average: 7.5,
});
