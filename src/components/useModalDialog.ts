import { createContext, useCallback, useContext, useEffectEvent, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';

/** The modal a dialog sits in (the cart drawer under a panel). */
export interface ModalLayer {
  /** Runs `show` once this modal is shown (at once if it is): so it stays below the dialogs inside it. Returns a cancel. */
  whenShown(show: () => void): () => void;
}
export const ParentModal = createContext<ModalLayer | null>(null);

/**
 * Shows the <dialog> of `ref` as a modal while `open` (docs/adr/0719). The
 * browser keeps keyboard focus and assistive technology inside it and makes
 * the page behind inert; nested modals (a panel over the cart drawer) stack
 * in its top layer, the newest on top. Escape and a click on the backdrop
 * (a press and release both outside the dialog's box) ask `onClose`; the
 * dialog stays open until `open` turns false. Focus goes to the element
 * marked `data-autofocus`, or else the browser's first choice (the first
 * focusable element), and back to the element that had it once closed.
 *
 * Returns the layer for the dialogs inside it (ParentModal): the top layer
 * stacks in the order of showModal() calls, and a child's effect runs
 * before its parent's, so a panel opening together with its drawer waits
 * for the drawer to be shown.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean, onClose: () => void) {
  const close = useEffectEvent(onClose);
  const parent = useContext(ParentModal);
  const opener = useRef<HTMLElement | null>(null);
  const waiting = useRef<(() => void)[]>([]);

  const show = useCallback(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body && !dialog.contains(active) ? active : null;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    for (const inner of waiting.current.splice(0)) inner();
  }, [ref]);

  const layer = useMemo<ModalLayer>(
    () => ({
      whenShown(inner) {
        if (ref.current?.open) {
          inner();
          return () => undefined;
        }
        waiting.current.push(inner);
        return () => {
          waiting.current = waiting.current.filter((w) => w !== inner);
        };
      },
    }),
    [ref],
  );

  // A layout effect: it closes the dialog before React takes it out of the page, so focus can go back.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    let closing = false;
    let pressedOutside = false;
    const onCancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    // The browser may close on Escape without letting the page keep it open (no user activation since the last time).
    const onClosed = () => {
      if (!closing) close();
    };
    // A click's target is the dialog itself only on its backdrop: its contents fill the whole box.
    const onPointerDown = (event: PointerEvent) => {
      pressedOutside = event.target === dialog;
    };
    const onClick = (event: MouseEvent) => {
      if (pressedOutside && event.target === dialog) close();
      pressedOutside = false;
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClosed);
    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    const cancelShow = parent ? parent.whenShown(show) : (show(), () => undefined);
    return () => {
      cancelShow();
      closing = true;
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClosed);
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
      if (dialog.open) dialog.close();
      const back = opener.current;
      opener.current = null;
      if (back?.isConnected) back.focus();
    };
  }, [open, ref, show, parent]);

  return layer;
}
