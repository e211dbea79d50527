import { type ReactNode, useEffect, useState } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { onSessionEnded } from "../../api/session-ended";
import { ProblemScreen } from "../../components/problem-screen";
import { PageSpinner } from "../../components/spinner";
import { coreStrings } from "../../i18n/core-strings";
import { interpolate } from "../../i18n/format";
import { useBrand, useStrings } from "../../i18n/use-strings";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { sessionUnavailable, userSignedIn, userSignedOut } from "../../store/user-slice";
import { useAuthClient } from "./create-auth-client";
import { afterSignInPath, signInPathFor } from "./return-path";

/** Pages only a signed-out visitor sees, and pages only a signed-in user sees. */
const SIGNED_OUT_ONLY = new Set(["/"]);
const SIGNED_IN_ONLY = new Set(["/browse", "/account"]);

/**
 * Listen to the auth provider for the whole visit: restore the session, follow sign-in and sign-out.
 * The page also forgets the user when the server says the session ended, and asks the provider
 * again when the browser restores the page from its back-forward cache (Back after Sign Out), so
 * no page stays half signed in.
 */
function useAuthWatcher(attempt: number): void {
  const dispatch = useAppDispatch();
  const getClient = useAuthClient();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one listener per page (again on Try again); the client never changes.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const watch = () =>
      getClient()
        .then((client) => {
          if (cancelled) return;
          stop?.();
          stop = client.watch((user) =>
            dispatch(user === "unavailable" ? sessionUnavailable() : user ? userSignedIn(user) : userSignedOut()),
          );
        })
        .catch(() => {
          // The provider could not be loaded: show the sign-in page, which reports the failure on submit.
          if (!cancelled) dispatch(userSignedOut());
        });
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) void watch();
    };
    void watch();
    const stopListening = onSessionEnded(() => dispatch(userSignedOut()));
    window.addEventListener("pageshow", restored);
    return () => {
      cancelled = true;
      stop?.();
      stopListening();
      window.removeEventListener("pageshow", restored);
    };
  }, [attempt]);
}

/** The database is down while the session is restored: say so (never "signed out") and offer Try again. */
function StoreTrouble({ onRetry }: { onRetry: () => void }) {
  const t = useStrings(coreStrings);
  const brand = useBrand();
  return (
    <ProblemScreen
      title={interpolate(t.storeTroubleTitle, { brand })}
      body={interpolate(t.storeUnavailable, { brand })}
      retryLabel={t.tryAgain}
      onRetry={onRetry}
    />
  );
}

/**
 * Auth-state routing: `restoring` (a spinner) until the provider has told who is signed in (no flash
 * of the wrong page), then signed-in users go from `/` to `/browse` and signed-out visitors from `/browse` to `/`.
 * A signed-out visitor's `/browse?…` link is kept in `/?next=` and followed once they sign in.
 */
export function AuthGate({ children, restoring = <PageSpinner /> }: { children: ReactNode; restoring?: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  useAuthWatcher(attempt);
  const status = useAppSelector((state) => state.user.status);
  const [pathname] = useLocation();
  const search = useSearch();
  if (status === "unavailable") return <StoreTrouble onRetry={() => setAttempt((n) => n + 1)} />;
  if (status === "unknown") return restoring;
  if (status === "signedIn" && SIGNED_OUT_ONLY.has(pathname)) return <Redirect to={afterSignInPath(search)} replace />;
  if (status === "signedOut" && SIGNED_IN_ONLY.has(pathname)) {
    return <Redirect to={signInPathFor(pathname, search)} replace />;
  }
  return children;
}
