import { type KeyboardEvent, useRef, useState } from "react";
import { LANGUAGE_IDS, LANGUAGES, type LanguageId, LanguageIdSchema } from "../../contract/language";
import { coreStrings } from "../i18n/core-strings";
import { saveLanguage } from "../i18n/language-storage";
import { useLanguage, useStrings } from "../i18n/use-strings";
import { languageChosen } from "../store/config-slice";
import { useAppDispatch } from "../store/hooks";

/**
 * Option values are the language ids; labels are each language's own name. A choice made in the
 * open list (a click, a tap, Enter) applies at once; a key pressed on the closed select only moves
 * through the options (Chromium fires `change` for each arrow or letter key), so keyboard users pass
 * Arabic on the way to Spanish without the whole page switching and saving each language. Enter or
 * leaving the select (Tab) then chooses; Escape goes back. A `change` counts as browsing only when
 * it comes from the key being pressed (before the key's task ends): where an arrow key opens the
 * list instead (macOS), the choice made in it later applies at once.
 */
export function LanguageSelect() {
  const language = useLanguage();
  const t = useStrings(coreStrings);
  const dispatch = useAppDispatch();
  const [browsed, setShown] = useState<LanguageId | null>(null);
  // The browsed language is also kept in a ref: keys pressed faster than React renders (an arrow,
  // then Enter) must see the arrow's choice, not the last render's.
  const latest = useRef<LanguageId | null>(null);
  const browsing = useRef(false);
  const setBrowsed = (id: LanguageId | null) => {
    latest.current = id;
    setShown(id);
  };

  const choose = (id: LanguageId) => {
    setBrowsed(null);
    if (id === language) return;
    saveLanguage(id);
    dispatch(languageChosen(id));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    const pending = latest.current;
    if (event.key === "Enter" && pending !== null) {
      event.preventDefault();
      choose(pending);
    } else if (event.key === "Escape" && pending !== null) {
      event.preventDefault();
      setBrowsed(null);
    } else {
      // Any key: arrows and letters move on a closed select; Space or Alt+Down open the list instead.
      browsing.current = true;
      setTimeout(() => {
        browsing.current = false;
      });
    }
  };

  return (
    <label className="relative inline-flex items-center">
      <span className="sr-only">{t.language}</span>
      <select
        value={browsed ?? language}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          const parsed = LanguageIdSchema.safeParse(event.target.value);
          if (!parsed.success) return;
          if (browsing.current) setBrowsed(parsed.data);
          else choose(parsed.data);
        }}
        onBlur={() => {
          if (latest.current !== null) choose(latest.current);
        }}
        className="language-names h-11 w-auto cursor-pointer rounded-md border border-white/25 bg-black/60 ps-2 pe-1 text-sm text-ink sm:min-w-28 sm:ps-3 sm:pe-2 md:h-9"
      >
        {LANGUAGE_IDS.map((id) => (
          <option key={id} value={id} lang={LANGUAGES[id].htmlLang}>
            {LANGUAGES[id].nativeName}
          </option>
        ))}
      </select>
    </label>
  );
}
