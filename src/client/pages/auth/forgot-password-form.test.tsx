import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, serveLeague } from '../../test/league-server';
import { renderInApp } from '../../test/render';
import { ForgotPasswordForm } from './forgot-password-form';

const server = serveLeague();

/** The subjects of the mails the server has sent (or queued) to the address. */
async function mailsTo(address: string): Promise<string[]> {
  const { ctx, handle } = server.league;
  await ctx.mailer.drain();
  const rows = await handle.db.selectFrom('mail_outbox').select(['subject']).where('to_address', '=', address).execute();
  return rows.map((row) => row.subject);
}

function openForgotPassword() {
  const onBackToLogin = vi.fn();
  const rendered = renderInApp(<ForgotPasswordForm onBackToLogin={onBackToLogin} />);
  expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeTruthy();
  expect(screen.getByText('Enter your email to receive a password reset link')).toBeTruthy();
  return { ...rendered, onBackToLogin, email: screen.getByRole('textbox', { name: 'Email' }) };
}

describe('the forgot password form', () => {
  it('asks for a valid email address before sending', async () => {
    const { user, email, onBackToLogin } = openForgotPassword();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();

    await user.type(email, 'sam.rivera');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.queryByText('Reset link sent')).toBeNull();
    expect(onBackToLogin).not.toHaveBeenCalled();
  });

  it('confirms the request, goes back to the login and mails the coach a reset link', async () => {
    const { user, email, onBackToLogin } = openForgotPassword();
    await user.type(email, DEMO_ACCOUNTS.oneTeamCoach);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText('Reset link sent')).toBeTruthy();
    expect(screen.getByText('Check your email for instructions to reset your password')).toBeTruthy();
    expect(onBackToLogin).toHaveBeenCalled();
    expect(await mailsTo(DEMO_ACCOUNTS.oneTeamCoach)).toEqual(['Reset your Dugout password']);
  });

  it('gives the same answer for an address the league does not know, and mails nobody', async () => {
    const unknown = 'nobody.here@example.com';
    const { user, email, onBackToLogin } = openForgotPassword();
    await user.type(email, unknown);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText('Reset link sent')).toBeTruthy();
    expect(screen.getByText('Check your email for instructions to reset your password')).toBeTruthy();
    expect(screen.queryByText('Failed to send reset link')).toBeNull();
    expect(onBackToLogin).toHaveBeenCalled();
    expect(await mailsTo(unknown)).toEqual([]);
  });
});
