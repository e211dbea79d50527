import type { Dispatch, Middleware, MiddlewareAPI, UnknownAction } from "redux";

type Handler = (next: Dispatch<UnknownAction>) => (action: unknown) => unknown;

/**
 * Middleware that can be added after the store exists (RTK Query's, when `/browse`'s code has
 * loaded), as Redux Toolkit's `createDynamicMiddleware` does, without loading Redux Toolkit in the
 * first chunk (see `action.ts`). The same middleware added twice runs once.
 */
export function createDynamicMiddleware() {
  const added = new Set<Middleware>();
  const handlers: Handler[] = [];
  let storeApi: MiddlewareAPI | undefined;
  let rebuild = () => {};
  const middleware: Middleware = (api) => {
    storeApi = api;
    return (next) => {
      let run: (action: unknown) => unknown = next;
      rebuild = () => {
        run = handlers.reduceRight<(action: unknown) => unknown>((inner, handler) => handler(inner as Dispatch), next);
      };
      rebuild();
      return (action) => run(action);
    };
  };
  return {
    middleware,
    add(...middleware: Middleware[]): void {
      if (!storeApi) throw new Error("add middleware once the store exists");
      for (const one of middleware) {
        if (added.has(one)) continue;
        added.add(one);
        handlers.push(one(storeApi) as Handler);
      }
      rebuild();
    },
  };
}
