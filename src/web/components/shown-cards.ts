import { startTransition, useCallback, useEffect, useState } from "react";

/** Cards a row renders at first: a phone's screen of them and the next few (a wider track fills itself, below). */
export const FIRST_CARDS = 6;

/** A track whose cards reach less than this many of its widths past its start shows them all. */
const FILLED_WIDTHS = 1.5;

/**
 * How many of a row's `total` cards are rendered. A phone's first screen builds four rows of twenty
 * cards, most of them off screen to the side, in the tasks that hold the page back (Lighthouse's
 * blocking time on /browse was mostly that: React building ~1,100 elements, then their style and
 * layout). So a row renders its first cards, and the rest:
 * - at once when the row is used: pointed at or touched (before a swipe scrolls it), focused (Tab
 *   and the arrow keys reach every card), or scrolled; and when its track is wider than its first
 *   cards (`fill`, called with each measure of the track);
 * - otherwise when the browser is next idle, in a background render React interrupts for input, so
 *   a screen reader's reading and the page's find reach every film.
 */
export function useShownCards(total: number): {
  shown: number;
  showAll: () => void;
  fill: (track: HTMLElement) => void;
} {
  const [all, setAll] = useState(false);
  const showAll = useCallback(() => setAll(true), []);
  const fill = useCallback((track: HTMLElement) => {
    if (track.scrollWidth < track.clientWidth * FILLED_WIDTHS) setAll(true);
  }, []);
  useEffect(() => {
    if (all) return;
    // Safari has no requestIdleCallback (whatever the DOM types say): a timer's next turn is the nearest.
    const idle = window.requestIdleCallback ?? window.setTimeout;
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => startTransition(() => setAll(true)));
    return () => cancel(handle);
  }, [all]);
  return { shown: all ? total : Math.min(total, FIRST_CARDS), showAll, fill };
}
