import { PosterMosaic } from "../features/auth/poster-mosaic";
import { ResetPasswordForm } from "../features/auth/reset-password-form";
import { Header } from "./header";

/** `/reset-password?token=…`: the page a reset e-mail links to, over the sign-in page's poster wall. */
export function ResetPasswordRoute() {
  return (
    <div className="relative isolate min-h-dvh">
      <PosterMosaic />
      <Header />
      <main id="main" className="flex min-h-dvh items-center justify-center pt-20 pb-10 sm:px-6">
        <ResetPasswordForm />
      </main>
    </div>
  );
}
