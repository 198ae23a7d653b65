import { screen, waitFor } from '@testing-library/react';

/**
 * A dialog once it is open as a person meets it: shown and holding the focus. Mantine moves the
 * focus in a moment after opening; a click before that would lose its focus to the dialog.
 */
export async function findOpenDialog(name: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => {
    if (!dialog.contains(document.activeElement)) throw new Error(`The ${name} dialog has not taken the focus yet`);
  });
  return dialog;
}
