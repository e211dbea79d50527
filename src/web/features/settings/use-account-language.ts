import { useEffect, useRef } from "react";
import type { LanguageId } from "../../../contract/language";
import { SETTINGS_ENDPOINTS } from "../../../contract/settings-endpoints";
import { apiRequest } from "../../api/request";
import { savedLanguage, saveLanguage } from "../../i18n/language-storage";
import { useLanguage } from "../../i18n/use-strings";
import { languageChanged } from "../../store/config-slice";
import { useApiTarget, useAppDispatch, useAppSelector } from "../../store/hooks";

/**
 * The language follows the person, not only the browser. When someone signs in, the page takes the
 * language their account remembers — unless they picked one on this visit, which the account then
 * learns; and a choice made while signed in is sent to the account. A language that was only
 * guessed from the browser is never sent.
 */
export function useAccountLanguage(): void {
  const dispatch = useAppDispatch();
  const language = useLanguage();
  const target = useApiTarget();
  // Read when the account answers, not when it was asked: a ref that follows the store.
  const chosenThisVisit = useRef(false);
  chosenThisVisit.current = useAppSelector((state) => state.config.chosenThisVisit === true);
  const uid = useAppSelector((state) => (state.user.status === "signedIn" ? state.user.user?.uid : undefined));
  /** What the signed-in account remembers, once known (undefined: not asked yet, or signed out). */
  const remembered = useRef<{ uid: string; language: LanguageId | null } | undefined>(undefined);

  const tell = (who: string, chosen: LanguageId) => {
    remembered.current = { uid: who, language: chosen };
    void apiRequest(SETTINGS_ENDPOINTS.changeSettings, { body: { language: chosen }, target });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per signed-in account; the language is read as it is then.
  useEffect(() => {
    remembered.current = undefined;
    if (!uid) return;
    const controller = new AbortController();
    void apiRequest(SETTINGS_ENDPOINTS.settings, { signal: controller.signal, target }).then((answer) => {
      if (!answer.ok) return; // the account's choice stays unknown; the page keeps its language
      const account = answer.value.language;
      remembered.current = { uid, language: account };
      const chosenHere = savedLanguage();
      if (account && !chosenThisVisit.current) {
        saveLanguage(account);
        dispatch(languageChanged(account));
      } else if (chosenHere && chosenHere !== account) {
        tell(uid, chosenHere);
      }
    });
    return () => controller.abort();
  }, [uid]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the language changes; `tell` is stable in effect.
  useEffect(() => {
    const known = remembered.current;
    // Only a choice (saved by the language select) is sent, never a language guessed from the browser.
    if (!known || known.language === language || savedLanguage() !== language) return;
    tell(known.uid, language);
  }, [language]);
}
