import type { FacetModule } from "./module.js";

/** A like-film's exact catalogue genre (a comedy, not a romantic comedy): a resemblance only, never a chip. */
export const SAME_GENRE: FacetModule<"same-genre"> = {
  readBy: ["film"],
  group: "genre",
  key: (f) => `genre:=${f.value}`,
  test:
    ({ value }) =>
    (f) =>
      f.film.genre === value,
};
