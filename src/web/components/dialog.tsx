import { X } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useLayoutEffect, useRef } from "react";
import "./skeleton.css";

interface DialogProps {
  /** The id of the element that names the dialog (its title). */
  labelledBy: string;
  /** Called once the dialog has closed (Esc, the close button, a click on the backdrop). */
  onClose: () => void;
  /** The close button's accessible name. */
  closeLabel: string;
  children: ReactNode;
  /** Wider for a trailer. */
  className?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

/** Keep Tab cycling inside the dialog instead of leaving for the browser's own controls. */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  const dialog = event.currentTarget;
  if (event.key !== "Tab" || (event.target as Element).closest("dialog") !== dialog) return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.closest("dialog") === dialog,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal built on the native `<dialog>` and `showModal()`: the browser traps focus, Esc closes it
 * and the rest of the page is inert. Mount it to open it, unmount it to close it; focus goes back
 * to whatever opened it.
 */
export function Dialog({ labelledBy, onClose, closeLabel, children, className = "" }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const handleClose = () => {
      if (!dialog.open) onCloseRef.current();
    };
    dialog.addEventListener("close", handleClose);
    return () => {
      dialog.removeEventListener("close", handleClose);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onKeyDown={wrapTab}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[min(860px,calc(100%-1.5rem))] overflow-y-auto overscroll-contain rounded-lg bg-surface p-0 text-ink shadow-2xl shadow-black/60 ring-1 ring-white/10 backdrop:bg-black/70 ${className}`}
    >
      <div className="relative">
        <button
          type="button"
          aria-label={closeLabel}
          onClick={() => ref.current?.close()}
          className="absolute end-3 top-3 z-20 inline-flex size-11 items-center justify-center rounded-full bg-black/70 text-ink ring-1 ring-white/20 transition-colors duration-150 hover:bg-black/90"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        {children}
      </div>
    </dialog>
  );
}
