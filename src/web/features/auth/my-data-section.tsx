import { useState } from "react";
import { MY_DATA_ENDPOINTS } from "../../../contract/my-data-endpoints";
import { apiRequest } from "../../api/request";
import { interpolate } from "../../i18n/format";
import { useBrand, useStrings } from "../../i18n/use-strings";
import { useApiTarget } from "../../store/hooks";
import { AccountSection } from "./account-section";
import { ImportForm } from "./import-form";
import { myDataStrings } from "./my-data-strings";

/** Hand the browser a file to save. */
function save(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const BUTTON_CLASSES =
  "inline-flex h-11 items-center rounded-md bg-neutral-500/70 px-5 text-base font-semibold text-ink transition-colors duration-150 hover:bg-neutral-500/50 disabled:cursor-not-allowed";

/** "Your data" on `/account`: 'Download my data' (JSON) and My List as CSV, fetched when asked; and the import. */
export function MyDataSection() {
  const t = useStrings(myDataStrings);
  const brand = useBrand();
  const target = useApiTarget();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async (what: "data" | "list") => {
    setBusy(true);
    setFailed(false);
    const answer = await apiRequest(MY_DATA_ENDPOINTS.exportData, { target });
    setBusy(false);
    if (!answer.ok) return setFailed(true);
    if (what === "data") save("reelwise-data.json", "application/json", JSON.stringify(answer.value.data, null, 2));
    else save("reelwise-my-list.csv", "text/csv", answer.value.myListCsv);
  };
  return (
    <AccountSection title={t.title}>
      <p className="mb-4 text-muted">{interpolate(t.text, { brand })}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" disabled={busy} onClick={() => void download("data")} className={BUTTON_CLASSES}>
          {t.download}
        </button>
        <button type="button" disabled={busy} onClick={() => void download("list")} className={BUTTON_CLASSES}>
          {t.downloadList}
        </button>
      </div>
      {failed && (
        <p role="alert" className="mt-3 text-sm text-ink/85">
          {t.downloadFailed}
        </p>
      )}
      <ImportForm />
    </AccountSection>
  );
}
