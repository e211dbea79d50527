import { useStrings } from "../../i18n/use-strings";
import { understoodStrings } from "./understood-strings";
import { understoodText } from "./understood-text";

/** Under the results, in one line, what the embedded engine understood ("heist · 1990s · feel-good"). */
export function UnderstoodLine({ tags }: { tags: readonly string[] }) {
  const t = useStrings(understoodStrings);
  const text = understoodText(tags, t);
  if (!text) return null;
  return (
    <p className="px-[4vw] text-sm text-muted">
      <span className="font-semibold text-ink">{t.label}</span> <bdi>{text}</bdi>
    </p>
  );
}
