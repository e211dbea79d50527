import { useEffect } from "react";
import { LANGUAGES } from "../../contract/language-ids";
import { coreStrings } from "./core-strings";
import { interpolate } from "./format";
import { saveLanguage } from "./language-storage";
import { useBrand, useLanguage } from "./use-strings";

/** Keep `<html lang dir>`, the document title and the saved choice in step with the UI language. */
export function useDocumentLanguage(): void {
  const language = useLanguage();
  const brand = useBrand();
  useEffect(() => {
    const facts = LANGUAGES[language];
    document.documentElement.lang = facts.htmlLang;
    document.documentElement.dir = facts.dir;
    document.title = interpolate(coreStrings[language].documentTitle, { brand });
    saveLanguage(language);
  }, [language, brand]);
}
