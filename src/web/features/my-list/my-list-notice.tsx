import { X } from "lucide-react";
import { CircleAlert } from "../../components/inline-icons";
import { useBrand, useLanguage, useStrings } from "../../i18n/use-strings";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { myListFailureMessage } from "./my-list-message";
import { myListFailureDismissed, selectMyListFailure } from "./my-list-slice";
import { myListStrings } from "./strings";

/**
 * The message for a My List change the server refused (the list already shows it undone), near the
 * bottom of the screen until dismissed. It is an alert, so screen readers say it at once.
 */
export function MyListNotice() {
  const t = useStrings(myListStrings);
  const language = useLanguage();
  const brand = useBrand();
  const failure = useAppSelector(selectMyListFailure);
  const dispatch = useAppDispatch();
  return (
    <div role="alert" className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4">
      {failure && (
        <div className="pointer-events-auto flex max-w-xl items-center gap-3 rounded-md bg-raised px-4 py-3 text-sm text-ink shadow-xl shadow-black/60 ring-1 ring-white/15 md:text-base">
          <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-danger" />
          <p className="min-w-0 flex-1 text-start">{myListFailureMessage(failure, t, language, brand)}</p>
          <button
            type="button"
            aria-label={t.dismiss}
            onClick={() => dispatch(myListFailureDismissed())}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-white/10"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </div>
  );
}
