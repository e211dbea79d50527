import { CircleAlert, RotateCw } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { PublicConfigSchema } from "../../../contract/config";
import { apiRequest } from "../../api/request";
import { coreStrings } from "../../i18n/core-strings";
import { useDocumentLanguage } from "../../i18n/document-language";
import { interpolate } from "../../i18n/format";
import { useBrand, useStrings } from "../../i18n/use-strings";
import { serverConfigLoaded } from "../../store/config-slice";
import { useAppDispatch, useAppSelector } from "../../store/hooks";

/** The first attempt shows nothing (it is local and quick); a retry keeps the message, its button busy. */
type LoadState = "starting" | "failed" | "retrying";

/**
 * The server's public config decides brand and providers, so the page waits for `/api/config`
 * before rendering `children`. When it cannot be loaded (offline, server down, a 5xx) the page says
 * so in the saved language and offers Retry: it never guesses a config.
 */
export function ServerConfigGate({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const loaded = useAppSelector((state) => state.config.server !== null);
  const [state, setState] = useState<LoadState>("starting");
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(
    async (next: LoadState) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState(next);
      const result = await apiRequest("/api/config", { schema: PublicConfigSchema, signal: current.signal });
      if (current.signal.aborted) return;
      if (result.ok) dispatch(serverConfigLoaded(result.value));
      else setState("failed");
    },
    [dispatch],
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
  useDocumentLanguage();
  const t = useStrings(coreStrings);
  const brand = useBrand();
  return (
    <main
      id="main"
      aria-busy={busy || undefined}
      className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center"
    >
      <CircleAlert aria-hidden="true" className="size-10 text-danger" />
      <h1 className="text-3xl font-extrabold md:text-4xl">{interpolate(t.startErrorTitle, { brand })}</h1>
      <p role="alert" className="max-w-xl text-lg text-muted">
        {t.startErrorBody}
      </p>
      <button
        type="button"
        onClick={busy ? undefined : onRetry}
        aria-disabled={busy || undefined}
        className="inline-flex h-11 items-center gap-2 rounded-md bg-accent px-6 font-semibold text-page transition-colors duration-150 hover:bg-accent/90 aria-disabled:cursor-progress"
      >
        <RotateCw aria-hidden="true" className={busy ? "size-4 animate-spin motion-reduce:animate-none" : "size-4"} />
        {t.retry}
      </button>
    </main>
  );
}
