import { useState } from "react";
import { SITE_ENDPOINTS } from "../../contract/site-endpoints";
import { apiRequest } from "../api/request";
import { ProblemScreen } from "../components/problem-screen";
import { coreStrings } from "../i18n/core-strings";
import { interpolate } from "../i18n/format";
import { useBrand, useStrings } from "../i18n/use-strings";
import { useApiTarget } from "../store/hooks";
import { Header } from "./header";

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
  const target = useApiTarget();
  const [busy, setBusy] = useState(false);
  const tryAgain = async () => {
    setBusy(true);
    const reachable = await apiRequest(SITE_ENDPOINTS.health, { target });
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
