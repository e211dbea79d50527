import type { Middleware } from "redux";
import { describe, expect, it } from "vitest";
import { ANA, CATALOG_CONFIG } from "../../../tests/kit/store";
import { languageChanged, languageChosen, serverConfigLoaded } from "./config-slice";
import { makeStore, type StoreExtra } from "./store";
import { userSignedIn, userSignedOut } from "./user-slice";
import { whenSignedIn } from "./when-signed-in";

describe("makeStore", () => {
  it("starts with nobody known and the default language, and follows sign-in and sign-out", () => {
    const store = makeStore();
    expect(store.getState().user).toEqual({ status: "unknown", user: null });
    expect(store.getState().config).toEqual({ language: "EN", server: null });
    store.dispatch(userSignedIn(ANA));
    expect(store.getState().user).toEqual({ status: "signedIn", user: ANA });
    store.dispatch(userSignedOut());
    expect(store.getState().user).toEqual({ status: "signedOut", user: null });
  });

  it("keeps the language and the server's config", () => {
    const store = makeStore();
    store.dispatch(serverConfigLoaded(CATALOG_CONFIG));
    store.dispatch(languageChanged("AR"));
    expect(store.getState().config).toEqual({ language: "AR", server: CATALOG_CONFIG });
  });

  it("keeps the language and the config through a sign-out", () => {
    const store = makeStore();
    store.dispatch(serverConfigLoaded(CATALOG_CONFIG));
    store.dispatch(languageChanged("spanish"));
    store.dispatch(userSignedIn(ANA));
    store.dispatch(userSignedOut());
    expect(store.getState().config).toEqual({
      language: "spanish",
      server: CATALOG_CONFIG,
    });
  });

  it("remembers that the language was chosen in this visit, per store", () => {
    const chose = makeStore();
    const other = makeStore();
    chose.dispatch(languageChosen("AR"));
    expect(chose.getState().config).toMatchObject({ language: "AR", chosenThisVisit: true });
    // A language found (the account's, at sign-in) is not a choice.
    other.dispatch(languageChanged("AR"));
    expect(other.getState().config.chosenThisVisit).toBeUndefined();
  });

  it("makes stores that share nothing", () => {
    const one = makeStore();
    const two = makeStore();
    one.dispatch(userSignedIn(ANA));
    two.dispatch(languageChanged("AR"));
    expect(two.getState().user.status).toBe("unknown");
    expect(one.getState().config.language).toBe("EN");
  });

  it("runs middleware added later on every action after it, once even when added twice", () => {
    const store = makeStore();
    const seen: string[] = [];
    const record: Middleware = () => (next) => (action) => {
      seen.push((action as { type: string }).type);
      return next(action);
    };
    store.dispatch(languageChanged("AR"));
    store.addMiddleware(record);
    store.addMiddleware(record);
    store.dispatch(userSignedIn(ANA));
    expect(seen).toEqual([userSignedIn.type]);
    expect(store.getState().user.status).toBe("signedIn");
  });

  it("gives thunks where /api is", () => {
    const store = makeStore({ api: { origin: "http://api.test" } });
    const origin = store.dispatch((_dispatch, _getState, extra: StoreExtra) => extra.api.origin);
    expect(origin).toBe("http://api.test");
  });
});

describe("whenSignedIn", () => {
  it("runs at once for a signed-in store, else once the session says so, and only once", () => {
    const store = makeStore();
    const runs: string[] = [];
    whenSignedIn(store, () => runs.push("waited"));
    store.dispatch(languageChanged("AR"));
    store.dispatch(userSignedOut());
    expect(runs).toEqual([]);
    store.dispatch(userSignedIn(ANA));
    store.dispatch(userSignedIn(ANA));
    expect(runs).toEqual(["waited"]);
    whenSignedIn(store, () => runs.push("at once"));
    expect(runs).toEqual(["waited", "at once"]);
  });

  it("stops waiting when told to", () => {
    const store = makeStore();
    let ran = false;
    const stop = whenSignedIn(store, () => {
      ran = true;
    });
    stop();
    store.dispatch(userSignedIn(ANA));
    expect(ran).toBe(false);
  });
});
