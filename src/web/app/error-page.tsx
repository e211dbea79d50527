import { useState } from "react";
import { Link } from "wouter";
import { z } from "../../contract/zod";
import { apiRequest } from "../api/request";
import { ProblemScreen } from "../components/problem-screen";
import { coreStrings } from "../i18n/core-strings";
import { useDocumentLanguage } from "../i18n/document-language";
import { usePageTitle } from "../i18n/document-title";
import { interpolate } from "../i18n/format";
import { useBrand, useStrings } from "../i18n/use-strings";
import { Header } from "./header";

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Heading, one line and a way home: the not-found page and the error page look alike. */
function ProblemPage({ title, text }: { title: string; text: string }) {
  useDocumentLanguage();
  usePageTitle(title);
  const t = useStrings(coreStrings);
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
  const t = useStrings(coreStrings);
  return <ProblemPage title={t.notFoundTitle} text={t.errorNotFound} />;
}

/** An error thrown while rendering a page: the spec's heading and the error's message, with a way home. */
export function ErrorPage({ error }: { error: unknown }) {
  const t = useStrings(coreStrings);
  return <ProblemPage title={t.errorTitle} text={messageOf(error)} />;
}

/**
 * A page's code did not arrive (offline for a moment, or a deploy replaced the file): say so in the
 * page's language and offer 'Try again'. The browser remembers a failed module import for the life
 * of the document, so trying again reloads the page (its `index.html` is never cached: after a
 * deploy it names the new files), but only once the server answers, so an offline tab keeps this
 * message instead of the browser's own error page.
 */
export function PageCodeFailed() {
  const t = useStrings(coreStrings);
  const brand = useBrand();
  const [busy, setBusy] = useState(false);
  const tryAgain = async () => {
    setBusy(true);
    const reachable = await apiRequest("/api/health", { schema: z.unknown() });
    if (reachable.ok) window.location.reload();
    else setBusy(false);
  };
  return (
    <>
      <Header />
      <ProblemScreen
        title={interpolate(t.startErrorTitle, { brand })}
        body={t.pageCodeFailed}
        retryLabel={t.tryAgain}
        busy={busy}
        onRetry={() => void tryAgain()}
      />
    </>
  );
}
