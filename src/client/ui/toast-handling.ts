import type { NotificationData } from '@mantine/notifications';
import type { KeyboardEvent, PointerEvent } from 'react';

/** A toast swiped this many pixels to the right is dismissed (spec 9). */
const SWIPE_THRESHOLD = 50;
/** The key that takes the keyboard to the toast showing (spec 9). */
const HOTKEY = 'F8';
/** Marks a toast's element, for the hotkey to find. */
const MARK = 'data-toast';

/** Where the keyboard was before F8 took it to a toast: it goes back there when the toast closes. */
let focusBefore: HTMLElement | null = null;
let listening = false;

/** F8 anywhere on the page focuses the toast showing. Listened for from the first toast on, in the browser only. */
function listenForHotkey(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('keydown', (event) => {
    if (event.key !== HOTKEY || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const showing = [...document.querySelectorAll<HTMLElement>(`[${MARK}]`)].pop();
    if (!showing) return;
    event.preventDefault();
    const { activeElement } = document;
    if (activeElement instanceof HTMLElement && activeElement !== document.body && !showing.contains(activeElement)) focusBefore = activeElement;
    showing.focus();
  });
}

function slide(node: HTMLElement, offset: number, dragging: boolean): void {
  node.style.setProperty('--notifications-swipe-offset', `${offset}px`);
  // Follows the finger at once while dragged; eases back when let go short of the threshold.
  node.style.transitionDuration = dragging ? '0ms' : '';
}

/** What notify.ts does to the toast showing. */
interface ToastControls {
  dismiss: () => void;
  /** Keeps it until it is closed: someone is reading it. */
  keepOpen: () => void;
}

/**
 * What a toast needs beyond Mantine's: a swipe of 50 px to the right dismisses it (Mantine's own
 * drag, either way at a third of its width, is turned off in `<Notifications>`); F8 focuses it,
 * and a focused toast stays until it is closed (Escape or its close button), the keyboard then
 * going back where it was.
 */
export function toastHandling({ dismiss, keepOpen }: ToastControls): Partial<NotificationData> {
  listenForHotkey();
  let start: number | null = null;
  let offset = 0;
  return {
    [MARK]: true,
    tabIndex: -1,
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if (!event.isPrimary || event.button !== 0 || (event.target instanceof Element && event.target.closest('button, a'))) return;
      start = event.clientX;
      offset = 0;
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      if (start === null) return;
      offset = Math.max(0, event.clientX - start);
      slide(event.currentTarget, offset, true);
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      if (start === null) return;
      start = null;
      if (offset >= SWIPE_THRESHOLD) dismiss();
      else slide(event.currentTarget, 0, false);
    },
    onPointerCancel: (event: PointerEvent<HTMLDivElement>) => {
      start = null;
      slide(event.currentTarget, 0, false);
    },
    onFocus: keepOpen,
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key === 'Escape') dismiss();
    },
    onClose: () => {
      const inToast = document.activeElement?.closest(`[${MARK}]`);
      if (inToast && focusBefore?.isConnected) focusBefore.focus();
      focusBefore = null;
    },
  };
}
