import { useEffect } from "react";
import { LANGUAGES } from "../../contract/language";
import { coreStrings } from "./core-strings";
import { setBaseTitle } from "./document-title";
import { interpolate } from "./format";
import { useBrand, useLanguage } from "./use-strings";

/** Keep `<html lang dir>` and the document title in step with the UI language (choices are saved where they are made). */
export function useDocumentLanguage(): void {
  const language = useLanguage();
  const brand = useBrand();
  useEffect(() => {
    const facts = LANGUAGES[language];
    document.documentElement.lang = facts.htmlLang;
    document.documentElement.dir = facts.dir;
    setBaseTitle(interpolate(coreStrings[language].documentTitle, { brand }));
  }, [language, brand]);
}
