import { notifications } from '@mantine/notifications';
import { ApiError } from '../api/http';

export function notifySuccess(title: string, message?: string): void {
  notifications.show({ title, message: message ?? '', color: 'green' });
}

/**
 * A destructive toast. A refusal from the server shows as '{status}: {message}' (spec section 8);
 * anything else (no answer at all) shows the fallback.
 */
export function notifyError(title: string, error: unknown, fallback: string): void {
  notifications.show({ title, message: error instanceof ApiError ? error.message : fallback, color: 'red' });
}
