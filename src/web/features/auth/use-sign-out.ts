import { useRef, useState } from "react";
import { navigate } from "wouter/use-browser-location";
import { SITE_ENDPOINTS } from "../../../contract/site-endpoints";
import { type ApiTarget, apiRequest } from "../../api/request";
import { api } from "../../store/api";
import { useApiTarget, useAppDispatch } from "../../store/hooks";
import { userSignedOut } from "../../store/user-slice";
import { useAuthClient } from "./create-auth-client";
import { type SignedOutReason, signedOutPath } from "./signed-out-notice";

/**
 * Forget the user and every piece of their data on this page and go to `/` (the session is over);
 * with a reason, the sign-in page says what happened.
 */
export function useSignedOutHere(): (reason?: SignedOutReason) => void {
  const dispatch = useAppDispatch();
  return (reason) => {
    dispatch(userSignedOut());
    dispatch(api.util.resetApiState());
    navigate(reason ? signedOutPath(reason) : "/", { replace: true });
  };
}

/** Whether the server still honours this page's session (or cannot be asked: then it may). */
async function stillSignedIn(target: ApiTarget): Promise<boolean> {
  const answer = await apiRequest(SITE_ENDPOINTS.session, { target });
  return !answer.ok || answer.value.user !== null;
}

/**
 * Sign out: tell the provider, then forget the user and every piece of their data and go to `/`.
 * The server ends the session and expires its cookie even when part of the sign-out failed, so a
 * failed call is checked with the server: only when it still holds the session (or cannot be
 * reached) does the page stay signed in and say so (`failed`), for the person to retry, rather
 * than look signed out while the next person at this computer would still be signed in.
 */
export function useSignOut(): { signOut: () => Promise<void>; busy: boolean; failed: boolean } {
  const signedOutHere = useSignedOutHere();
  const getClient = useAuthClient();
  const target = useApiTarget();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);

  async function signOut(): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    let ended = false;
    try {
      const client = await getClient();
      ended = (await client.signOut()).ok || !(await stillSignedIn(target));
    } catch {
      // The client could not even be loaded: ask the server whether the session is over.
      ended = !(await stillSignedIn(target));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
    setFailed(!ended);
    if (ended) signedOutHere();
  }

  return { signOut, busy, failed };
}
