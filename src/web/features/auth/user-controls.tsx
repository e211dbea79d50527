import { LogOut } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { DEFAULT_AVATAR_PATH } from "../../../contract/auth";
import { RetryButton } from "../../components/retry-button";
import { coreStrings } from "../../i18n/core-strings";
import { useStrings } from "../../i18n/use-strings";
import { useAppSelector } from "../../store/hooks";
import { useSignOut } from "./use-sign-out";
import { userControlsStrings } from "./user-controls-strings";

/** The signed-in user's picture (their photo, else our default avatar), named by their name. */
function Avatar({ name, photoURL }: { name: string; photoURL: string | null }) {
  const [failed, setFailed] = useState(false);
  const src = !photoURL || failed ? DEFAULT_AVATAR_PATH : photoURL;
  return (
    <img
      src={src}
      alt={name}
      title={name}
      width={32}
      height={32}
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className="size-8 shrink-0 rounded-full bg-raised object-cover ring-1 ring-white/20"
    />
  );
}

/**
 * Header controls shown only when signed in: profile image (a link to `/account`), then the
 * sign-out button; under them, when the server still holds the session after a sign-out, why and Retry.
 */
export function UserControls() {
  const user = useAppSelector((state) => state.user.user);
  const core = useStrings(coreStrings);
  const t = useStrings(userControlsStrings);
  const { signOut, busy, failed } = useSignOut();
  if (!user) return null;
  const name = user.displayName?.trim() || user.email;
  return (
    <div className="relative flex items-center gap-2 md:gap-3">
      <Link
        to="/account"
        aria-label={t.account}
        className="inline-flex size-11 items-center justify-center rounded-full transition-opacity duration-150 hover:opacity-85 md:size-9"
      >
        <Avatar name={name} photoURL={user.photoURL} />
      </Link>
      <button
        type="button"
        onClick={() => void signOut()}
        aria-busy={busy || undefined}
        title={busy ? t.signingOut : undefined}
        className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2.5 text-sm font-semibold text-ink transition-colors duration-150 hover:bg-white/10 md:h-9 md:px-3"
      >
        <LogOut aria-hidden="true" className="size-5 shrink-0 rtl:-scale-x-100" />
        <span className="sr-only md:not-sr-only">{core.signOut}</span>
      </button>
      {failed && (
        <div className="absolute end-0 top-full z-50 mt-2 flex w-72 flex-col items-start gap-2 rounded-md bg-surface px-4 py-3 ring-1 ring-white/10">
          <p role="alert" className="text-sm text-ink">
            {t.signOutFailed}
          </p>
          <RetryButton onClick={() => void signOut()} className="md:h-9" />
        </div>
      )}
    </div>
  );
}
