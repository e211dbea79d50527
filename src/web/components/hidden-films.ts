import { createContext, useContext } from "react";

const NONE: ReadonlySet<number> = new Set();

/**
 * Films no row on the page shows (those the person said 'Not for me' to), by id: provided by the
 * route, read by every `MovieRow`. Title search results do not use it: a film can always be found.
 */
export const HiddenFilms = createContext<ReadonlySet<number>>(NONE);

export const useHiddenFilms = (): ReadonlySet<number> => useContext(HiddenFilms);
