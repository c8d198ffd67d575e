import { useEffect } from 'react';

/** A dialog, drawer or open menu: focus inside one belongs to it, not to the page under it. */
const LAYER = '[role="dialog"], [role="alertdialog"], [role="menu"]';
const DIALOG = '[role="dialog"], [role="alertdialog"]';
/** How long after a dialog closed its opener's removal still sends focus to the main content. */
const RETURN_WATCH_MS = 5_000;

/**
 * Keeps keyboard focus where WCAG 2.2 wants it around every dialog (docs/guiding-principles.md, dialogs):
 * - when a dialog closes, focus returns to what opened it (the last element focused outside any dialog or
 *   menu: a row's Actions button rather than the menu item chosen from it), or to the main landmark when
 *   that is gone or goes within a few seconds (the row of a vendor just blocked);
 * - when a dialog's content changes under the focus (a multi-step confirmation moving to its next step),
 *   focus goes to the new step's `data-autofocus` element, else to the dialog itself.
 * Mantine's own focus return needs the dialog mounted before it opens; this covers the dialogs mounted open
 * (lazy ones) and the steps inside one. Watches the page's mutations only while focus is in a dialog.
 */
export function watchDialogFocus(doc: Document = document): () => void {
  let opener: HTMLElement | null = null;
  let observer: MutationObserver | null = null;
  /** The opener focus went back to, watched a little longer: the list it sits in may drop it (a blocked vendor's row). */
  let returnedTo: { element: HTMLElement; until: number } | null = null;

  const stopWatching = () => {
    observer?.disconnect();
    observer = null;
    returnedTo = null;
  };

  const focusLost = () => {
    const active = doc.activeElement;
    if (active && active !== doc.body) return;
    const dialog = [...doc.querySelectorAll<HTMLElement>(DIALOG)].at(-1);
    if (dialog) {
      const next = dialog.querySelector<HTMLElement>('[data-autofocus]:not([disabled])') ?? dialog;
      next.focus({ preventScroll: true });
      return;
    }
    const main = doc.querySelector<HTMLElement>('main[tabindex]');
    if (returnedTo) {
      const late = Date.now() > returnedTo.until;
      stopWatching();
      if (!late) main?.focus({ preventScroll: true });
      return;
    }
    const target = opener?.isConnected ? opener : main;
    if (!target) return stopWatching();
    returnedTo = { element: target, until: Date.now() + RETURN_WATCH_MS };
    target.focus({ preventScroll: true });
  };

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    if (!target.closest(LAYER)) {
      if (target === returnedTo?.element) return;
      opener = target;
      stopWatching();
      return;
    }
    if (!target.closest(DIALOG) || observer) return;
    observer = new MutationObserver(focusLost);
    observer.observe(doc.body, { childList: true, subtree: true });
  };

  doc.addEventListener('focusin', onFocusIn);
  return () => {
    doc.removeEventListener('focusin', onFocusIn);
    stopWatching();
  };
}

/** Installs `watchDialogFocus` for the app's lifetime (app/providers.tsx). */
export function useDialogFocus(): void {
  useEffect(() => watchDialogFocus(), []);
}
