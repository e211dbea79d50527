import { type ReactNode, useMemo } from "react";
import { DEFAULT_BRAND, LocaleProvider } from "../i18n/use-strings";
import { useAppSelector } from "../store/hooks";

/** The locale the strings are drawn in, from the store: the chosen language, the configured brand. */
export function LocaleFromStore({ children }: { children: ReactNode }) {
  const language = useAppSelector((state) => state.config.language);
  const brand = useAppSelector((state) => state.config.server?.brand ?? DEFAULT_BRAND);
  const locale = useMemo(() => ({ language, brand }), [language, brand]);
  return <LocaleProvider value={locale}>{children}</LocaleProvider>;
}
