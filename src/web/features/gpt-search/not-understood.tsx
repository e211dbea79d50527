import { CircleQuestionMark } from "lucide-react";
import { interpolateNodes } from "../../components/interpolate-nodes";
import { useStrings } from "../../i18n/use-strings";
import { understoodStrings } from "./understood-strings";

const EXAMPLE_KEYS = ["example1", "example2", "example3"] as const;

/**
 * When the engine understood nothing of a query: it says so, naming the words, and offers three
 * example queries in the reader's language, each a button that runs it. No films are shown: a
 * fixed list of famous films would pretend to answer.
 */
export function NotUnderstood({ words, onExample }: { words: string; onExample: (query: string) => void }) {
  const t = useStrings(understoodStrings);
  return (
    <div className="mx-auto flex w-[min(720px,92vw)] flex-col gap-3 rounded-lg bg-surface px-5 py-4 ring-1 ring-white/15">
      <p className="flex items-center gap-2 text-base text-ink">
        <CircleQuestionMark aria-hidden="true" className="size-5 shrink-0 text-muted" />
        <span>{interpolateNodes(t.notUnderstood, { words: <bdi className="font-semibold">“{words}”</bdi> })}</span>
      </p>
      <p className="text-sm text-muted">{t.examplesLabel}</p>
      <ul className="flex flex-wrap gap-2">
        {EXAMPLE_KEYS.map((key) => (
          <li key={key}>
            <button
              type="button"
              onClick={() => onExample(t[key])}
              className="min-h-11 rounded-full bg-raised px-3 text-sm text-ink ring-1 ring-white/15 transition-colors duration-150 hover:bg-white/15 md:min-h-8"
            >
              {t[key]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
