import type { UnknownAction } from "redux";

/** An action creator as Redux Toolkit's `createAction` makes one: callable, with `type` and `match`. */
export interface ActionCreator<P> {
  (...payload: P extends undefined ? [] : [P]): { type: string; payload: P };
  readonly type: string;
  match(action: UnknownAction): action is { type: string; payload: P };
}

/**
 * The actions of the slices every page has (`user`, `config`). They are in the first chunk, which
 * does not load Redux Toolkit: `@reduxjs/toolkit` is one module, so importing even `createAction`
 * from it puts everything the lazy pages use of it (createSlice, immer, reselect) in the first chunk
 * (~6 KB brotli). The lazily added slices use `createSlice`; these creators work with its builders.
 */
export function defineAction<P = undefined>(type: string): ActionCreator<P> {
  const create = (...payload: unknown[]) => ({ type, payload: payload[0] as P });
  return Object.assign(create, {
    type,
    toString: () => type,
    match: (action: UnknownAction): action is { type: string; payload: P } => action.type === type,
  }) as ActionCreator<P>;
}
