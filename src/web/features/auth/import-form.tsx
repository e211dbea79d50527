import { type ChangeEvent, useId, useState } from "react";
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportResult } from "../../../contract/my-data";
import { MY_DATA_ENDPOINTS } from "../../../contract/my-data-endpoints";
import { apiRequest } from "../../api/request";
import { formatNumber, interpolate } from "../../i18n/format";
import { useLanguage, useStrings } from "../../i18n/use-strings";
import { useApiTarget } from "../../store/hooks";
import { myDataStrings } from "./my-data-strings";

type ImportState =
  | { status: "idle" }
  | { status: "busy" }
  | { status: "done"; result: ImportResult }
  | { status: "failed"; message: string };

/**
 * 'Import from Letterboxd or IMDb': a CSV file chosen here is read and sent to the server, which
 * matches its films and adds them to My List or the ratings; the answer says how many, and which
 * were not found. A file too large is refused here; one the server cannot read changes nothing.
 */
export function ImportForm() {
  const t = useStrings(myDataStrings);
  const language = useLanguage();
  const target = useApiTarget();
  const hintId = useId();
  const [state, setState] = useState<ImportState>({ status: "idle" });
  const tooLargeMessage = interpolate(t.importTooLarge, {
    megabytes: formatNumber(language, IMPORT_MAX_BYTES / (1024 * 1024)),
    films: formatNumber(language, IMPORT_MAX_ROWS),
  });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) return setState({ status: "failed", message: tooLargeMessage });
    setState({ status: "busy" });
    const answer = await apiRequest(MY_DATA_ENDPOINTS.importData, { body: { csv: await file.text() }, target });
    if (answer.ok) return setState({ status: "done", result: answer.value });
    const problem = answer.error;
    const bad = problem.kind === "code" && problem.code === "bad_request";
    const tooLarge = bad && problem.details?.[0] === "too_many_rows";
    setState({ status: "failed", message: tooLarge ? tooLargeMessage : bad ? t.importBadFile : t.importFailed });
  };

  return (
    <div className="mt-6 flex flex-col gap-2">
      {/* The browser's own file button speaks the browser's language: ours speaks the page's. */}
      <label className="flex flex-col items-start gap-2 font-semibold">
        {t.importLabel}
        <input
          type="file"
          accept=".csv,text/csv"
          aria-describedby={hintId}
          disabled={state.status === "busy"}
          onChange={(event) => void choose(event)}
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          className="inline-flex h-11 cursor-pointer items-center rounded-md bg-neutral-500/70 px-5 text-sm font-semibold text-ink hover:bg-neutral-500/90 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent peer-disabled:cursor-wait peer-disabled:opacity-60"
        >
          {t.importChoose}
        </span>
      </label>
      <p id={hintId} className="text-sm text-muted">
        {t.importHint}
      </p>
      <div role="status">
        {state.status === "busy" && <p>{t.importing}</p>}
        {state.status === "done" && (
          <>
            <p>
              {interpolate(t.imported, {
                imported: formatNumber(language, state.result.imported),
                notFound: formatNumber(language, state.result.notFound.length),
              })}
            </p>
            {state.result.notFound.length > 0 && (
              <ul aria-label={t.notFoundList} className="mt-2 list-disc ps-6 text-sm text-muted">
                {state.result.notFound.map((film) => (
                  <li key={`${film.title}|${film.year}`}>
                    <bdi>{film.title}</bdi>
                    {film.year !== null && ` (${formatNumber(language, film.year, { useGrouping: false })})`}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      {state.status === "failed" && (
        <p role="alert" className="text-sm text-ink/85">
          {state.message}
        </p>
      )}
    </div>
  );
}
