import { type KeyboardEvent, useRef, useState } from "react";
import { LANGUAGE_IDS, LANGUAGES, type LanguageId, LanguageIdSchema } from "../../contract/language";
import { coreStrings } from "../i18n/core-strings";
import { saveLanguage } from "../i18n/language-storage";
import { useLanguage, useStrings } from "../i18n/use-strings";
import { languageChosen } from "../store/config-slice";
import { useAppDispatch } from "../store/hooks";

/**
 * Keys with which a closed select moves to another option without its list open: Chromium fires
 * `change` for each, so they only browse; Enter or leaving the select chooses.
 */
const BROWSING_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"]);

/**
 * Option values are the language ids; labels are each language's own name. A click (or Enter in
 * the open list) chooses at once; arrow keys on the closed select only move through the options,
 * so keyboard users pass Arabic on the way to Spanish without the whole page switching and saving
 * each language. Enter or Tab (leaving the select) then chooses; Escape goes back.
 */
export function LanguageSelect() {
  const language = useLanguage();
  const t = useStrings(coreStrings);
  const dispatch = useAppDispatch();
  const [browsed, setBrowsed] = useState<LanguageId | null>(null);
  const browsing = useRef(false);

  const choose = (id: LanguageId) => {
    browsing.current = false;
    setBrowsed(null);
    if (id === language) return;
    saveLanguage(id);
    dispatch(languageChosen(id));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key === "Enter" && browsed !== null) {
      event.preventDefault();
      choose(browsed);
    } else if (event.key === "Escape" && browsed !== null) {
      event.preventDefault();
      browsing.current = false;
      setBrowsed(null);
    } else {
      // Typing a letter jumps to an option the same way; Space or Alt+Down opens the list instead.
      const moves = BROWSING_KEYS.has(event.key) || (event.key.length === 1 && event.key !== " ");
      browsing.current = moves && !event.altKey;
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
        onPointerDown={() => {
          browsing.current = false;
        }}
        onBlur={() => {
          if (browsed !== null) choose(browsed);
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
