import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { AccountSettings } from "../features/auth/account-settings";
import { accountStrings } from "../features/auth/account-strings";
import { UserControls } from "../features/auth/user-controls";
import { useAccountLanguage } from "../features/settings/use-account-language";
import { useStrings } from "../i18n/use-strings";
import { Header } from "./header";

/** `/account`: the signed-in user's own settings, under the header with the way back to the movies. */
export function AccountRoute() {
  useAccountLanguage();
  const t = useStrings(accountStrings);
  return (
    <>
      <Header>
        <Link
          to="/browse"
          className="inline-flex h-11 items-center gap-2 rounded-md px-2.5 text-sm font-semibold transition-colors duration-150 hover:bg-white/10 md:h-9"
        >
          <ArrowLeft aria-hidden="true" className="size-5 shrink-0 rtl:-scale-x-100" />
          <span className="max-sm:sr-only">{t.backToBrowse}</span>
        </Link>
        <UserControls />
      </Header>
      <main id="main" className="min-h-dvh">
        <AccountSettings />
      </main>
    </>
  );
}
