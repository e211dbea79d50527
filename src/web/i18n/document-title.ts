import { useEffect, useRef } from "react";
import { coreStrings } from "./core-strings";
import { interpolate } from "./format";
import { useBrand, useLanguage } from "./use-strings";

/**
 * The tab's title: the brand alone while nothing is open (set by `useDocumentLanguage`), or the title
 * of what is open on top: a page or view ("GPT Search — Reelwise"), and above it a dialog (the film's title while
 * its More Info is open), always as `usePageTitle` words it. Each open thing holds a place in a stack; the latest opened wins, and closing
 * it gives the tab back to what is under it.
 */
const base = { title: "" };
const stack: { title: string }[] = [];

function apply(): void {
  const title = stack.at(-1)?.title ?? base.title;
  if (title) document.title = title;
}

export function setBaseTitle(title: string): void {
  base.title = title;
  apply();
}

/**
 * While the calling component is mounted, the tab reads `title` (unless something opened later
 * covers it). A new title (the language changed) keeps the component's place in the stack, so a
 * view never jumps above a dialog opened after it.
 */
function useViewTitle(title: string): void {
  const entry = useRef({ title });
  useEffect(() => {
    const mine = entry.current;
    stack.push(mine);
    apply();
    return () => {
      stack.splice(stack.indexOf(mine), 1);
      apply();
    };
  }, []);
  useEffect(() => {
    entry.current.title = title;
    apply();
  }, [title]);
}

/**
 * The one pattern every page, view and dialog names the tab with: "‹page› — ‹brand›", translated.
 * A component calls it once; a parent and its child both calling it would stack the parent on top
 * (effects run child first), so a view that changes with its content computes one name.
 */
export function usePageTitle(page: string): void {
  const language = useLanguage();
  const brand = useBrand();
  useViewTitle(interpolate(coreStrings[language].pageTitle, { page, brand }));
}
