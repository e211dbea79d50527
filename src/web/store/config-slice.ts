import type { UnknownAction } from "redux";
import type { PublicConfig } from "../../contract/config";
import type { LanguageId } from "../../contract/language";
import { initialLanguage } from "../i18n/language-storage";
import { defineAction } from "./action";

interface ConfigState {
  /**
   * Spec §3 language state: EN, AR or spanish; persisted when chosen. Until then the browser's
   * preferred language when we speak it, else EN.
   */
  language: LanguageId;
  /** Set when the person picked the language in this visit (the language select), as opposed to it being found. */
  chosenThisVisit?: true;
  /** What the config row (`SITE_ENDPOINTS.config`) said: brand, active providers, image base URL. Loaded before the first render. */
  server: PublicConfig | null;
}

export const languageChanged = defineAction<LanguageId>("config/languageChanged");
/** The person picked a language: it wins over the account's remembered one at sign-in. */
export const languageChosen = defineAction<LanguageId>("config/languageChosen");
export const serverConfigLoaded = defineAction<PublicConfig>("config/serverConfigLoaded");

/** The language and the server's config; a plain reducer for the reason given in `user-slice.ts`. */
export const configSlice = {
  reducerPath: "config",
  reducer(state: ConfigState | undefined, action: UnknownAction): ConfigState {
    const current = state ?? { language: initialLanguage(), server: null };
    if (languageChanged.match(action)) return { ...current, language: action.payload };
    if (languageChosen.match(action)) return { ...current, language: action.payload, chosenThisVisit: true };
    if (serverConfigLoaded.match(action)) return { ...current, server: action.payload };
    return current;
  },
} as const;
