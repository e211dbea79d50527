import { House, Sparkles } from "lucide-react";
import { coreStrings } from "../../i18n/core-strings";
import { useStrings } from "../../i18n/use-strings";
import { useGptAddress } from "./use-gpt-address";

/** Header toggle: reads 'GPT Search' on the browse view and 'Home' on the AI view; it changes the address. */
export function GptToggle() {
  const core = useStrings(coreStrings);
  const address = useGptAddress();
  const showing = address.showing;
  const Icon = showing ? House : Sparkles;
  return (
    <button
      type="button"
      onClick={() => {
        if (showing) address.hide();
        else address.show();
        window.scrollTo({ top: 0 });
      }}
      className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-md bg-white/10 px-2.5 text-sm font-semibold text-ink ring-1 ring-white/20 backdrop-blur-sm transition-colors duration-150 hover:bg-white/20 md:h-9 md:px-4"
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className="whitespace-nowrap max-sm:sr-only">{showing ? core.home : core.GPTSearch}</span>
    </button>
  );
}
