import { X } from "lucide-react";
import { type ReactNode, useEffect, useLayoutEffect, useRef } from "react";
import "./skeleton.css";

interface DialogProps {
  /** The id of the element that names the dialog (its title). */
  labelledBy: string;
  /** Called once the dialog has closed (Esc, the close button, a click on the backdrop). */
  onClose: () => void;
  /** The close button's accessible name. */
  closeLabel: string;
  children: ReactNode;
  /** Extra classes for the `<dialog>` (e.g. a black surface behind a trailer). */
  className?: string;
}

/**
 * A modal on the native `<dialog>` opened with `showModal()`. The browser does the modal work: the
 * rest of the page is inert, Tab and Shift+Tab move only through the dialog's contents (an embedded
 * player's frame included), and Esc closes it (its `cancel` event). Mount it to open it, unmount it
 * to close it; focus goes back to whatever opened it. A click on the backdrop closes it too.
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
    const handleClose = () => onCloseRef.current();
    dialog.addEventListener("close", handleClose);
    return () => {
      dialog.removeEventListener("close", handleClose);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; the keyboard's way out is Escape, which the native dialog handles.
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onClick={(event) => {
        // The dialog's own box is only hit outside its content, i.e. on the backdrop.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[min(860px,calc(100%-1.5rem))] overflow-y-auto overscroll-contain rounded-lg bg-surface p-0 text-ink shadow-2xl shadow-black/60 ring-1 ring-white/10 backdrop:bg-[#000000b3] ${className}`}
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
