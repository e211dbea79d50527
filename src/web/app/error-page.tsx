import { Link } from "wouter";
import { coreStrings } from "../i18n/core-strings";
import { useDocumentLanguage } from "../i18n/document-language";
import { useStrings } from "../i18n/use-strings";
import { Header } from "./header";

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The error page: an unknown path (no `error`: "there is no page here") or an error thrown while
 * rendering a page (its message), with a way home.
 */
export function ErrorPage({ error }: { error?: unknown }) {
  useDocumentLanguage();
  const t = useStrings(coreStrings);
  return (
    <>
      <Header />
      <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
        <h1 className="text-3xl font-extrabold md:text-5xl">{t.errorTitle}</h1>
        <p className="max-w-xl text-lg text-muted">
          <bdi>{error === undefined ? t.errorNotFound : messageOf(error)}</bdi>
        </p>
        <Link
          to="/"
          className="inline-flex h-11 items-center rounded-md bg-accent px-6 font-semibold text-page hover:bg-accent/90"
        >
          {t.errorBackHome}
        </Link>
      </main>
    </>
  );
}
