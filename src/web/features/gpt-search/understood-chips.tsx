import { X } from "lucide-react";
import { interpolateNodes } from "../../components/interpolate-nodes";
import { formatLocale, interpolate } from "../../i18n/format";
import { useLanguage, useStrings } from "../../i18n/use-strings";
import { understoodStrings } from "./understood-strings";
import { tagText } from "./understood-text";

interface UnderstoodChipsProps {
  tags: readonly string[];
  unknown: readonly string[];
  fallback: boolean;
  /** Re-runs the query without this facet. */
  onRemove: (tag: string) => void;
}

/**
 * Above the results: one chip per facet the engine understood, each a button named
 * 'Remove ‹facet›' that re-runs the query without it; then the words it did not understand, and
 * a note when it understood nothing and shows acclaimed films instead.
 */
export function UnderstoodChips({ tags, unknown, fallback, onRemove }: UnderstoodChipsProps) {
  const t = useStrings(understoodStrings);
  const locale = formatLocale(useLanguage());
  if (tags.length === 0 && unknown.length === 0 && !fallback) return null;
  return (
    <div className="mx-auto flex w-[min(720px,92vw)] flex-col gap-2 text-sm">
      {tags.length > 0 && (
        <fieldset className="m-0 flex flex-wrap items-center gap-2 border-0 p-0">
          <legend className="float-start me-1 font-semibold text-ink">{t.label}</legend>
          {tags.map((tag) => {
            const text = tagText(tag, t, locale);
            return (
              <button
                key={tag}
                type="button"
                aria-label={interpolate(t.remove, { facet: text })}
                onClick={() => onRemove(tag)}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-raised px-3 text-ink ring-1 ring-white/15 transition-colors duration-150 hover:bg-white/15 md:min-h-8"
              >
                <bdi>{text}</bdi>
                <X aria-hidden="true" className="size-3.5 text-muted" />
              </button>
            );
          })}
        </fieldset>
      )}
      {unknown.length > 0 && (
        <p className="text-muted">
          {interpolateNodes(t.didNotUnderstand, {
            words: <bdi className="font-semibold text-ink">{unknown.join(" ")}</bdi>,
          })}
        </p>
      )}
      {fallback && <p className="text-muted">{t.fallback}</p>}
    </div>
  );
}
