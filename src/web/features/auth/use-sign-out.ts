import { useRef, useState } from "react";
import { navigate } from "wouter/use-browser-location";
import { api } from "../../store/api";
import { useAppDispatch } from "../../store/hooks";
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

/**
 * Sign out: tell the provider, then forget the user and every piece of their data and go to `/`,
 * even when the provider call failed: the page never stays half signed in.
 */
export function useSignOut(): { signOut: () => Promise<void>; busy: boolean } {
  const signedOutHere = useSignedOutHere();
  const getClient = useAuthClient();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  async function signOut(): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const client = await getClient();
      // A failed sign-out is deliberately not shown: local state is cleared below either way.
      await client.signOut();
    } catch {
      // The client could not even be loaded; still clear local state below.
    } finally {
      inFlight.current = false;
      setBusy(false);
      signedOutHere();
    }
  }

  return { signOut, busy };
}
