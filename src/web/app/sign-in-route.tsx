import { lazy, Suspense } from "react";
import { useSearchParams } from "wouter";
import { Spinner } from "../components/spinner";
import { PosterMosaic } from "../features/auth/poster-mosaic";
import { SignInForm } from "../features/auth/sign-in-form";
import { coreStrings } from "../i18n/core-strings";
import { useStrings } from "../i18n/use-strings";
import { Header } from "./header";

/** "Forgot password?" is its own chunk: most visits to `/` never open it. */
const ForgotPasswordForm = lazy(async () => ({
  default: (await import("./account-pages")).ForgotPasswordForm,
}));

/** `/`: the sign-in / sign-up page (or "Forgot password?", `?mode=forgot`) over a wall of our own poster art. */
export function SignInRoute() {
  const [params] = useSearchParams();
  const core = useStrings(coreStrings);
  return (
    <div className="relative isolate min-h-dvh">
      <PosterMosaic />
      <Header />
      <main id="main" className="flex min-h-dvh items-center justify-center pt-20 pb-10 sm:px-6">
        {params.get("mode") === "forgot" ? (
          <Suspense fallback={<Spinner label={core.loading} className="size-10" />}>
            <ForgotPasswordForm />
          </Suspense>
        ) : (
          <SignInForm />
        )}
      </main>
    </div>
  );
}
