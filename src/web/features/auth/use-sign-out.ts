import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { api } from "../../store/api";
import { useAppDispatch } from "../../store/hooks";
import { useAuthClient } from "./create-auth-client";
import { userSignedOut } from "./user-slice";

/**
 * Sign out: tell the provider, then forget the user and every piece of their data and go to `/`,
 * even when the provider call failed (spec §8, fixed: the page never stays half signed in).
 */
export function useSignOut(): { signOut: () => Promise<void>; busy: boolean } {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
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
      dispatch(userSignedOut());
      dispatch(api.util.resetApiState());
      inFlight.current = false;
      setBusy(false);
      navigate("/", { replace: true });
    }
  }

  return { signOut, busy };
}
