import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { QUERY_MAX_LENGTH } from "../../../contract/suggestions";
import { Search } from "../../components/inline-icons";
import { BusyLabel } from "../../components/spinner";
import { coreStrings } from "../../i18n/core-strings";
import { useStrings } from "../../i18n/use-strings";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { gptQueryChanged, selectGpt } from "./gpt-slice";
import { gptStrings } from "./strings";

interface SearchFormProps {
  busy: boolean;
  /** Called with the trimmed query, 1–300 characters, on every submit. */
  onSearch: (query: string) => void;
}

/**
 * The centred search bar: label, input (spec placeholder), joined Search button, and a "Try: …"
 * line whose example is a button that runs it. The cursor is in the input when the view opens.
 */
export function SearchForm({ busy, onSearch }: SearchFormProps) {
  const t = useStrings(gptStrings);
  const core = useStrings(coreStrings);
  const dispatch = useAppDispatch();
  const query = useAppSelector((state) => selectGpt(state).query);
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed.length < 1 || trimmed.length > QUERY_MAX_LENGTH) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onSearch(trimmed);
  };

  return (
    <search className="mx-auto block w-full max-w-[720px]">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <label htmlFor={inputId} className="text-center text-sm font-medium text-muted">
          {t.queryLabel}
        </label>
        <div className="flex overflow-hidden rounded-lg bg-surface shadow-xl shadow-black/40 ring-1 ring-white/15 transition-shadow duration-150 focus-within:ring-2 focus-within:ring-accent">
          <Search aria-hidden="true" className="ms-4 size-5 shrink-0 self-center text-muted" />
          <input
            ref={input}
            id={inputId}
            type="text"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={QUERY_MAX_LENGTH}
            placeholder={core.placeholder}
            value={query}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => {
              dispatch(gptQueryChanged(event.target.value));
              if (invalid) setInvalid(false);
            }}
            className="h-14 min-w-0 flex-1 bg-transparent px-3 text-base text-ink placeholder:text-muted focus:outline-none"
          />
          <button
            type="submit"
            aria-busy={busy || undefined}
            className="relative inline-flex h-14 shrink-0 items-center gap-2 bg-ink px-5 text-base font-bold text-page transition-colors duration-150 hover:bg-ink/85 focus-visible:-outline-offset-4 md:px-7"
          >
            <BusyLabel busy={busy} label={core.search} busyLabel={t.searching} />
          </button>
        </div>
        {invalid && (
          <p id={errorId} role="alert" className="text-sm font-medium text-danger">
            {t.lengthError}
          </p>
        )}
        <p id={hintId} className="text-center text-sm text-muted">
          {t.tryLabel}{" "}
          <button
            type="button"
            onClick={() => {
              dispatch(gptQueryChanged(t.tryExample));
              setInvalid(false);
              onSearch(t.tryExample);
            }}
            className="min-h-11 rounded px-1 text-ink underline decoration-muted underline-offset-4 transition-colors duration-150 hover:decoration-ink md:min-h-0"
          >
            {t.tryExample}
          </button>
        </p>
      </form>
    </search>
  );
}
