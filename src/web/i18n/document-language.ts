import { useEffect } from "react";
import { LANGUAGES } from "../../contract/language";
import { setBaseTitle } from "./document-title";
import { useBrand, useLanguage } from "./use-strings";

/**
 * Keep `<html lang dir>` in step with the UI language (choices are saved where they are made). The
 * tab reads the brand alone only until a page names itself (`usePageTitle`): every page does.
 */
export function useDocumentLanguage(): void {
  const language = useLanguage();
  const brand = useBrand();
  useEffect(() => {
    const facts = LANGUAGES[language];
    document.documentElement.lang = facts.htmlLang;
    document.documentElement.dir = facts.dir;
    setBaseTitle(brand);
  }, [language, brand]);
}
