import { Component, type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { useLocation } from "wouter";
import { isPagePath, type PagePath } from "../../contract/page-paths";
import { PageSpinner } from "../components/spinner";
import type { AppStore } from "../store/hooks";
import { PageCodeFailed } from "./error-page";
import { RootLayout } from "./root-layout";
import { SignInRoute } from "./sign-in-route";

interface Route {
  Page: ComponentType;
  /** Start downloading the page's code (it is its own chunk); the same promise every time. */
  preload: () => Promise<unknown>;
}

/** A page's code did not arrive (offline for a moment, or a deploy replaced the file): a retry, not a crash. */
export class PageCodeError extends Error {
  constructor(cause: unknown) {
    super("the page's code could not be loaded", { cause });
    this.name = "PageCodeError";
  }
}

/**
 * A page in its own chunk. Once its code has arrived (preloaded while the session is restored) it
 * renders at once: `React.lazy` suspends on its first render even then, and React reveals content
 * that suspended only after a throttle (~300 ms), which held /browse's first paint back that long.
 */
function lazyRoute(load: () => Promise<ComponentType>): Route {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () => {
    loading ??= load().then(
      (page) => {
        loaded = page;
        return { default: page };
      },
      (error: unknown) => {
        throw new PageCodeError(error);
      },
    );
    return loading;
  };
  const Lazy = lazy(preload);
  const Page = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return { Page, preload };
}

/** A component of a lazily loaded module; a module that did not arrive is a `PageCodeError`. */
function lazyPart<P>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    load().then(
      (part) => ({ default: part }),
      (error: unknown) => {
        throw new PageCodeError(error);
      },
    ),
  );
}

const NotFoundPage = lazyPart(async () => (await import("./problem-pages")).NotFoundPage);
const ErrorPage = lazyPart(async () => (await import("./problem-pages")).ErrorPage);

export type Routes = Readonly<Record<PagePath, Route>>;

/**
 * The page's routes for `store`, matched exactly (wouter's own patterns ignore case and a trailing
 * slash, which the auth gate's path checks would not). `/browse` is its own chunk, so the sign-in
 * page never downloads browse or AI code; its loader adds what it needs to the store when the chunk
 * arrives, before the page renders. The sign-in page, where every visit starts, is in the first
 * chunk (a separate chunk would be one more round trip before anything shows). Any other path shows
 * the translated "Page not found" (the server answers it with 404); thrown errors show the error page.
 */
export function createRoutes(store: AppStore): Routes {
  return {
    "/": { Page: SignInRoute, preload: () => Promise.resolve() },
    "/browse": lazyRoute(async () => {
      const route = await import("./browse-route");
      route.attachBrowse(store);
      return route.BrowseRoute;
    }),
    "/account": lazyRoute(async () => (await import("./account-pages")).AccountRoute),
    "/reset-password": lazyRoute(async () => (await import("./account-pages")).ResetPasswordRoute),
  };
}

/** Download the current page's code now, in parallel with the config and session requests. */
export function preloadCurrentRoute(routes: Routes): void {
  const { pathname } = window.location;
  if (!isPagePath(pathname)) return;
  void routes[pathname].preload().catch(() => {
    // Rendering the page meets the same failure and offers 'Try again' (PageCodeFailed).
  });
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  pathname: string;
}

/**
 * Any error thrown while rendering a page shows the error page, until the location changes. A page
 * whose code did not arrive shows 'Try again' instead (`PageCodeFailed`).
 */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error("Unknown error") };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.pathname === state.pathname ? null : { error: undefined, pathname: props.pathname };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    // The error page's code not arriving is a PageCodeError, caught here again: 'Try again'.
    return error instanceof PageCodeError ? (
      <PageCodeFailed />
    ) : (
      <Suspense fallback={<PageSpinner />}>
        <ErrorPage error={error} />
      </Suspense>
    );
  }
}

/** The whole page: the route for the current location inside the root layout. */
export function AppRouter({ routes }: { routes: Routes }) {
  const [pathname] = useLocation();
  if (!isPagePath(pathname)) {
    return (
      <RouteErrorBoundary pathname={pathname}>
        <Suspense fallback={<PageSpinner />}>
          <NotFoundPage />
        </Suspense>
      </RouteErrorBoundary>
    );
  }
  const route = routes[pathname];
  return (
    <RouteErrorBoundary pathname={pathname}>
      <RootLayout>
        {/* While a page's code loads, the same spinner the auth gate shows while the session is
            restored, so going from `/` to `/browse` never flashes an empty page. (wouter reads the
            location with `useSyncExternalStore`, whose updates React never treats as transitions,
            so the previous page cannot stay on screen instead.) */}
        <Suspense fallback={<PageSpinner />}>
          <route.Page />
        </Suspense>
      </RootLayout>
    </RouteErrorBoundary>
  );
}
