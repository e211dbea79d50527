import type { ReactNode } from "react";
import { PageSpinner } from "../components/spinner";
import { AuthGate } from "../features/auth/auth-gate";
import { coreStrings } from "../i18n/core-strings";
import { useDocumentLanguage } from "../i18n/document-language";
import { useStrings } from "../i18n/use-strings";
import { Header } from "./header";

/**
 * Every page: skip link, then the route behind the auth gate (the header and a spinner until the
 * session is known, then the auth-state redirects). Each route renders its own header and
 * `<main id="main">`. The header is every page's, so drawing it while the session is restored shows
 * no wrong page, and the page's frame is on screen at the first paint rather than after the
 * session's round trip.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  useDocumentLanguage();
  const t = useStrings(coreStrings);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-accent px-4 py-2 font-semibold text-page focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t.skipToContent}
      </a>
      <AuthGate
        restoring={
          <>
            <Header />
            <PageSpinner />
          </>
        }
      >
        {children}
      </AuthGate>
    </>
  );
}
