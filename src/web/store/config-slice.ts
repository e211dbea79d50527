import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { PublicConfig } from "../../contract/config";
import type { LanguageId } from "../../contract/language";
import { initialLanguage } from "../i18n/language-storage";

interface ConfigState {
  /**
   * Spec §3 language state: EN, AR or spanish; persisted when chosen. Until then the browser's
   * preferred language when we speak it, else EN.
   */
  language: LanguageId;
  /** What `/api/config` said: brand, active providers, image base URL. Loaded before the first render. */
  server: PublicConfig | null;
}

export const configSlice = createSlice({
  name: "config",
  initialState: (): ConfigState => ({ language: initialLanguage(), server: null }),
  reducers: {
    languageChanged(state, action: PayloadAction<LanguageId>) {
      state.language = action.payload;
    },
    serverConfigLoaded(state, action: PayloadAction<PublicConfig>) {
      state.server = action.payload;
    },
  },
});

export const { languageChanged, serverConfigLoaded } = configSlice.actions;
