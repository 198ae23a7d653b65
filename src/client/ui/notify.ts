import { notifications } from '@mantine/notifications';
import { ApiError } from '../api/http';

/**
 * One toast at a time (spec), and it is always the latest outcome: the toast showing gives way at
 * once instead of the new one waiting for it to close, so three quick saves do not tell the last
 * one's result ten seconds late.
 */
function show(title: string, message: string, color: string): void {
  notifications.clean();
  notifications.show({ title, message, color });
}

export function notifySuccess(title: string, message?: string): void {
  show(title, message ?? '', 'green');
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
  show(title, errorText(error, fallback, notJson), 'red');
}
