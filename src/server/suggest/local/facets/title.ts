import type { FacetModule } from "./module.js";

/** The film a query names outright (the whole query is its title): suggested first, then films like it (`intent.ts`). */
export const TITLE: FacetModule<"title"> = {
  readBy: ["film"],
  group: "film",
  key: (f) => `title:${f.title}`,
  test: () => undefined,
};
