import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { SITE_ENDPOINTS } from "../../../contract/site-endpoints";
import { apiRequest } from "../../api/request";
import { ProblemScreen } from "../../components/problem-screen";
import { coreStrings } from "../../i18n/core-strings";
import { interpolate } from "../../i18n/format";
import { useBrand, useStrings } from "../../i18n/use-strings";
import { serverConfigLoaded } from "../../store/config-slice";
import { useApiTarget, useAppDispatch, useAppSelector } from "../../store/hooks";

/** The first attempt shows nothing (it is local and quick); a retry keeps the message, its button busy. */
type LoadState = "starting" | "failed" | "retrying";

/**
 * The server's public config decides brand and providers, so the page waits for its row (`SITE_ENDPOINTS.config`)
 * before rendering `children`. When it cannot be loaded (offline, server down, a 5xx) the page says
 * so in the saved language and offers Retry: it never guesses a config.
 */
export function ServerConfigGate({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const target = useApiTarget();
  const loaded = useAppSelector((state) => state.config.server !== null);
  const [state, setState] = useState<LoadState>("starting");
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(
    async (next: LoadState) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState(next);
      const result = await apiRequest(SITE_ENDPOINTS.config, { signal: current.signal, target });
      if (current.signal.aborted) return;
      if (result.ok) dispatch(serverConfigLoaded(result.value));
      else setState("failed");
    },
    [dispatch, target],
  );

  useEffect(() => {
    if (loaded) return;
    void load("starting");
    return () => controller.current?.abort();
  }, [loaded, load]);

  if (loaded) return children;
  if (state === "starting") return null;
  return <ConfigError busy={state === "retrying"} onRetry={() => void load("retrying")} />;
}

function ConfigError({ busy, onRetry }: { busy: boolean; onRetry: () => void }) {
  const t = useStrings(coreStrings);
  const brand = useBrand();
  return (
    <ProblemScreen
      title={interpolate(t.startErrorTitle, { brand })}
      body={t.startErrorBody}
      retryLabel={t.retry}
      busy={busy}
      onRetry={onRetry}
    />
  );
}
