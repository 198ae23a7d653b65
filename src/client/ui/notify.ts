import { notifications } from '@mantine/notifications';
import { ApiError } from '../api/http';

export interface ToastOptions {
  /**
   * The toast is the latest outcome of a flow (signing in or out, a password link): toasts shown
   * or waiting give way, so this one shows at once instead of queueing behind them.
   */
  replace?: boolean;
}

function show(title: string, message: string, color: string, { replace = false }: ToastOptions): void {
  if (replace) notifications.clean();
  notifications.show({ title, message, color });
}

export function notifySuccess(title: string, message?: string, options: ToastOptions = {}): void {
  show(title, message ?? '', 'green', options);
}

export interface ErrorToastOptions extends ToastOptions {
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
export function notifyError(title: string, error: unknown, fallback: string, { notJson, ...options }: ErrorToastOptions = {}): void {
  show(title, errorText(error, fallback, notJson), 'red', options);
}
