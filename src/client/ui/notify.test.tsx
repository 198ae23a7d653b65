import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../test/render';
import { notifyError, notifySuccess } from './notify';

/** The texts of the toasts on screen now, without waiting for any to come or go. */
const toastsShowing = () => screen.queryAllByRole('alert').map((toast) => toast.textContent);

describe('toasts', () => {
  it('show the latest outcome at once, in place of the toast before it', async () => {
    renderInApp(<p>Games</p>);
    act(() => notifySuccess('Game added'));
    expect(toastsShowing()).toEqual(['Game added']);

    // Saved again while the first toast still shows: the new outcome does not wait for it to close.
    act(() => notifySuccess('Game updated'));
    expect(toastsShowing()[0]).toBe('Game updated');
    // The one before leaves as it animates out, long before it would have closed by itself.
    await waitFor(() => expect(toastsShowing()).toEqual(['Game updated']), { timeout: 1000 });

    act(() => notifyError('Error deleting game', null, 'Failed to delete game'));
    expect(toastsShowing()[0]).toBe('Error deleting gameFailed to delete game');
    await waitFor(() => expect(toastsShowing()).toHaveLength(1), { timeout: 1000 });
  });
});

describe('the toast showing', () => {
  it('takes the keyboard at F8 and gives it back when Escape closes it', async () => {
    const { user } = renderInApp(<button>Save</button>);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    act(() => notifyError('Failed to save', null, 'The league could not be reached'));

    await user.keyboard('{F8}');
    const shown = screen.getByRole('alert');
    expect(document.activeElement).toBe(shown);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 1000 });
    expect(document.activeElement).toBe(save);
  });
});
