/**
 * Every address the page has a screen for. The page's router has a route for each and shows its
 * translated "Page not found" for any other; the server answers any other document request with
 * the same page and HTTP 404, so the status and what people see agree.
 */
export const PAGE_PATHS = ["/", "/browse", "/account", "/reset-password"] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

export function isPagePath(path: string): path is PagePath {
  return PAGE_PATHS.some((page) => page === path);
}
