import { PosterMosaic } from "../features/auth/poster-mosaic";
import { SignInForm } from "../features/auth/sign-in-form";
import { Header } from "./header";

/** `/`: the sign-in / sign-up page (spec §2) over a wall of our own poster art. */
export function SignInRoute() {
  return (
    <div className="relative isolate min-h-dvh">
      <PosterMosaic />
      <Header />
      <main id="main" className="flex min-h-dvh items-center justify-center pt-20 pb-10 sm:px-6">
        <SignInForm />
      </main>
    </div>
  );
}
