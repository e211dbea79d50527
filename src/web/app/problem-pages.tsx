import { Link } from "wouter";
import { useDocumentLanguage } from "../i18n/document-language";
import { usePageTitle } from "../i18n/document-title";
import { useStrings } from "../i18n/use-strings";
import { Header } from "./header";
import { problemPageStrings } from "./problem-page-strings";

/*
 * The not-found page and the error page: their own chunk, loaded when first shown (by `router.tsx`),
 * so every visit's first load does not carry screens most visits never see.
 */

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Heading, one line and a way home: the not-found page and the error page look alike. */
function ProblemPage({ title, text }: { title: string; text: string }) {
  useDocumentLanguage();
  usePageTitle(title);
  const t = useStrings(problemPageStrings);
  return (
    <>
      <Header />
      <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
        <h1 className="text-3xl font-extrabold md:text-5xl">{title}</h1>
        <p className="max-w-xl text-lg text-muted">
          <bdi>{text}</bdi>
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

/** An address the page has no screen for (the server answered it with 404). */
export function NotFoundPage() {
  const t = useStrings(problemPageStrings);
  return <ProblemPage title={t.notFoundTitle} text={t.errorNotFound} />;
}

/** An error thrown while rendering a page: the spec's heading and the error's message, with a way home. */
export function ErrorPage({ error }: { error: unknown }) {
  const t = useStrings(problemPageStrings);
  return <ProblemPage title={t.errorTitle} text={messageOf(error)} />;
}
