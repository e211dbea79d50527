import type { ReactNode } from "react";
import { AuthGate } from "../features/auth/auth-gate";
import { coreStrings } from "../i18n/core-strings";
import { useDocumentLanguage } from "../i18n/document-language";
import { useStrings } from "../i18n/use-strings";

/**
 * Every page: skip link, then the route behind the auth gate (a spinner until the session is known,
 * then the auth-state redirects). Each route renders its own header and `<main id="main">`.
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
      <AuthGate>{children}</AuthGate>
    </>
  );
}
