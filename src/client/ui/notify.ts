import { notifications, type NotificationData } from '@mantine/notifications';
import { ApiError } from '../api/http';
import { toastHandling } from './toast-handling';

export type Toast = Pick<NotificationData, 'title' | 'message' | 'color' | 'autoClose'>;

let toastsShown = 0;

/**
 * Every toast of the application goes through here. One shows at a time (spec), and it is always
 * the latest outcome: the toast showing gives way at once instead of the new one waiting for it to
 * close, so three quick saves do not tell the last one's result ten seconds late.
 */
export function toast(shown: Toast): void {
  notifications.clean();
  toastsShown += 1;
  const data = { ...shown, id: `toast-${toastsShown}` };
  const controls = { dismiss: () => notifications.hide(data.id), keepOpen: () => notifications.update({ ...data, autoClose: false }) };
  notifications.show({ ...data, ...toastHandling(controls) });
}

export function notifySuccess(title: string, message?: string): void {
  toast({ title, message: message ?? '', color: 'green' });
}

export interface ErrorToastOptions {
  /** Shown instead of the server's text when its answer was not JSON (say, a proxy's error page). */
  notJson?: string;
}

function errorText(error: unknown, fallback: string, notJson: string | undefined): string {
  if (!(error instanceof ApiError)) return fallback;
  return !error.isJson && notJson !== undefined ? notJson : error.message;
}

/**
 * A destructive toast. A refusal from the server shows as '{status}: {message}' (spec section 8);
 * anything else (no answer at all) shows the fallback.
 */
export function notifyError(title: string, error: unknown, fallback: string, { notJson }: ErrorToastOptions = {}): void {
  toast({ title, message: errorText(error, fallback, notJson), color: 'red' });
}
