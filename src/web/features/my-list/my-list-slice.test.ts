import { describe, expect, it } from "vitest";
import { makeStore } from "../../store/store";
import { userSignedOut } from "../../store/user-slice";
import { myListChangeFailed, myListFailureDismissed, myListSlice, selectMyListFailure } from "./my-list-slice";

const refused = { change: "add", title: "Heat", problem: { kind: "code", code: "list_full" } } as const;

describe("my-list slice", () => {
  it("keeps the last refused change until it is dismissed", () => {
    const store = makeStore();
    expect(selectMyListFailure(store.getState())).toBeNull();
    store.inject(myListSlice);
    store.dispatch(myListChangeFailed(refused));
    expect(selectMyListFailure(store.getState())).toEqual(refused);
    store.dispatch(myListFailureDismissed());
    expect(selectMyListFailure(store.getState())).toBeNull();
  });

  it("forgets it at sign-out", () => {
    const store = makeStore();
    store.inject(myListSlice);
    store.dispatch(myListChangeFailed(refused));
    store.dispatch(userSignedOut());
    expect(selectMyListFailure(store.getState())).toBeNull();
  });
});
