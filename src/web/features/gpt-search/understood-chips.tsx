import { X } from "lucide-react";
import type { ReactNode } from "react";
import { type Chip, type Facet, facetKey } from "../../../contract/facets";
import { interpolateNodes } from "../../components/interpolate-nodes";
import { formatLocale, interpolate } from "../../i18n/format";
import { useLanguage, useStrings } from "../../i18n/use-strings";
import { understoodStrings } from "./understood-strings";
import { facetText } from "./understood-text";

interface UnderstoodChipsProps {
  chips: readonly Chip[];
  unknown: readonly string[];
  /** The previous query this answer refined, if it did. */
  refining: string | null;
  /** Re-runs the query without this facet. */
  onRemove: (facet: Facet) => void;
  /** Re-runs the query alone, refining nothing. */
  onStopRefining: () => void;
}

const CHIP_CLASS =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 ring-1 transition-colors duration-150 hover:bg-white/15 md:min-h-8";

/** A chip: a button whose accessible name says what pressing it removes. */
function ChipButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`${CHIP_CLASS} bg-raised text-ink ring-white/15`}
    >
      {children}
      <X aria-hidden="true" className="size-3.5 shrink-0 text-muted" />
    </button>
  );
}

/**
 * Above the results: 'Refining: ‹previous query›' when this answer refined the one before (its
 * button re-runs the query alone), then one chip per facet the engine understood, each a button
 * named 'Remove ‹facet›' that re-runs the query without it. A facet the catalogue could not meet,
 * which the answer gave up for the nearest films, is struck through and says so in words, in its
 * accessible name too. Then the words the engine did not understand.
 */
export function UnderstoodChips({ chips, unknown, refining, onRemove, onStopRefining }: UnderstoodChipsProps) {
  const t = useStrings(understoodStrings);
  const locale = formatLocale(useLanguage());
  if (chips.length === 0 && unknown.length === 0 && !refining) return null;
  return (
    <div className="mx-auto flex w-[min(720px,92vw)] flex-col gap-2 text-sm">
      {refining && (
        <div>
          <ChipButton label={interpolate(t.stopRefining, { query: refining })} onClick={onStopRefining}>
            <span>{interpolateNodes(t.refining, { query: <bdi className="font-semibold">{refining}</bdi> })}</span>
          </ChipButton>
        </div>
      )}
      {chips.length > 0 && (
        <fieldset className="m-0 flex flex-wrap items-center gap-2 border-0 p-0">
          <legend className="float-start me-1 font-semibold text-ink">{t.label}</legend>
          {chips.map(({ facet, relaxed }) => {
            const text = facetText(facet, t, locale);
            const named = relaxed ? `${text} (${t.relaxed})` : text;
            return (
              <ChipButton
                key={facetKey(facet)}
                label={interpolate(t.remove, { facet: named })}
                onClick={() => onRemove(facet)}
              >
                {relaxed ? (
                  <>
                    <bdi className="text-muted line-through">{text}</bdi>
                    <span className="text-xs text-muted">{t.relaxed}</span>
                  </>
                ) : (
                  <bdi>{text}</bdi>
                )}
              </ChipButton>
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
    </div>
  );
}
