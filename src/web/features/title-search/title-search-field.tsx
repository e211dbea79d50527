import { X } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Search } from "../../components/inline-icons";
import { useStrings } from "../../i18n/use-strings";
import { titleSearchStrings } from "./strings";
import { TITLE_SEARCH_MAX_LENGTH, useTitleSearchAddress } from "./use-title-search-address";

/** Wait this long after the last keystroke before searching: one request per pause, not per letter. */
export const TITLE_SEARCH_DEBOUNCE_MS = 250;
/** The results grid marks itself with this attribute so ArrowDown in the field can reach it. */
export const RESULTS_ATTRIBUTE = "data-title-results";

/**
 * The header's 'Search titles' field: results after two characters, a quarter-second after the
 * last keystroke; ArrowDown moves into the results, Enter searches at once, Esc clears and closes.
 * On phones it starts as a button of the same name that opens the field.
 */
export function TitleSearchField() {
  const t = useStrings(titleSearchStrings);
  const address = useTitleSearchAddress();
  const [text, setText] = useState(address.text);
  const [open, setOpen] = useState(address.text !== "");
  const input = useRef<HTMLInputElement>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { setText: setAddressText } = address;

  // Back/Forward or a pasted link change the address: the field follows it.
  useEffect(() => {
    setText((current) => (current.trim() === address.text.trim() ? current : address.text));
    if (address.text !== "") setOpen(true);
  }, [address.text]);
  useEffect(() => () => clearTimeout(pending.current), []);

  const commit = (value: string) => {
    clearTimeout(pending.current);
    setAddressText(value);
  };
  const change = (value: string) => {
    setText(value);
    clearTimeout(pending.current);
    pending.current = setTimeout(() => setAddressText(value), TITLE_SEARCH_DEBOUNCE_MS);
  };
  const close = () => {
    setText("");
    commit("");
    setOpen(false);
    input.current?.blur();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key === "Enter") {
      event.preventDefault();
      commit(text);
    } else if (event.key === "ArrowDown") {
      const first = document.querySelector<HTMLElement>(`[${RESULTS_ATTRIBUTE}] button`);
      if (first) {
        event.preventDefault();
        commit(text);
        first.focus();
      }
    }
  };

  return (
    <search className="flex items-center">
      <button
        type="button"
        aria-label={t.searchTitles}
        aria-expanded={open}
        onClick={() => {
          setOpen(true);
          requestAnimationFrame(() => input.current?.focus());
        }}
        className={`${open ? "hidden" : "inline-flex"} size-11 items-center justify-center rounded-md bg-white/10 text-ink ring-1 ring-white/20 sm:hidden`}
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
      <div
        className={`${open ? "flex" : "hidden sm:flex"} items-center max-sm:absolute max-sm:inset-x-0 max-sm:top-0 max-sm:z-50 max-sm:h-16 max-sm:bg-page max-sm:px-[4vw] sm:relative`}
      >
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-[calc(4vw+0.625rem)] size-4 text-muted sm:start-2.5"
        />
        <input
          ref={input}
          type="search"
          aria-label={t.searchTitles}
          placeholder={t.placeholder}
          value={text}
          maxLength={TITLE_SEARCH_MAX_LENGTH}
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (text.trim() === "") setOpen(false);
          }}
          className="h-11 w-full rounded-md bg-black/70 ps-8 pe-9 text-sm text-ink ring-1 ring-white/25 placeholder:text-muted focus:ring-2 focus:ring-white/70 focus:outline-none sm:w-40 md:h-9 lg:w-56 [&::-webkit-search-cancel-button]:hidden"
        />
        {text !== "" && (
          <button
            type="button"
            aria-label={t.clear}
            onClick={close}
            className="absolute end-[calc(4vw+0.25rem)] inline-flex sm:end-1 size-8 items-center justify-center rounded text-muted hover:text-ink md:size-7"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
    </search>
  );
}
