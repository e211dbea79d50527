import { LANGUAGE_IDS, LANGUAGES, LanguageIdSchema } from "../../contract/language";
import { coreStrings } from "../i18n/core-strings";
import { chooseLanguage } from "../i18n/language-storage";
import { useLanguage, useStrings } from "../i18n/use-strings";
import { languageChanged } from "../store/config-slice";
import { useAppDispatch } from "../store/hooks";

/** Option values are the language ids; labels are each language's own name. */
export function LanguageSelect() {
  const language = useLanguage();
  const t = useStrings(coreStrings);
  const dispatch = useAppDispatch();
  return (
    <label className="relative inline-flex items-center">
      <span className="sr-only">{t.language}</span>
      <select
        value={language}
        onChange={(event) => {
          const parsed = LanguageIdSchema.safeParse(event.target.value);
          if (!parsed.success) return;
          chooseLanguage(parsed.data);
          dispatch(languageChanged(parsed.data));
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
