import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { coreStrings } from "../i18n/core-strings";
import { useDocumentLanguage } from "../i18n/document-language";
import { useStrings } from "../i18n/use-strings";
import { Header } from "./header";

function messageOf(error: unknown, notFound: string): string {
  if (isRouteErrorResponse(error)) return error.status === 404 ? notFound : `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's error page (spec §2): any unknown path or thrown render error lands here. */
export function ErrorPage() {
  useDocumentLanguage();
  const error = useRouteError();
  const t = useStrings(coreStrings);
  return (
    <>
      <Header />
      <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
        <h1 className="text-3xl font-extrabold md:text-5xl">{t.errorTitle}</h1>
        <p className="max-w-xl text-lg text-muted">
          <bdi>{messageOf(error, t.errorNotFound)}</bdi>
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
