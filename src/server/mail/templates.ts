import { escapeHtml } from './html';
import type { MailMessage } from './mailer';

function message(to: string, subject: string, paragraphs: string[], action: string, link: string): MailMessage {
  const text = [...paragraphs, `${action}: ${link}`, 'If you did not expect this message, you can ignore it.'].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    '<p>If you did not expect this message, you can ignore it.</p>',
  ].join('\n');
  return { to, subject, text, html };
}

export function passwordResetMail(to: string, name: string, link: string, hours: number): MailMessage {
  return message(
    to,
    'Reset your Dugout password',
    [`Hello ${name},`, `Someone asked to reset the password of your Dugout account. The link works once, for ${hours} hour${hours === 1 ? '' : 's'}.`],
    'Choose a new password',
    link,
  );
}

export function magicLinkMail(to: string, name: string, link: string, hours: number): MailMessage {
  return message(
    to,
    'Your Dugout coach portal sign-in link',
    [
      `Hello ${name},`,
      `Your league administrator has set up your coach portal account. Open the link to choose your password. The link works once, for ${hours} hours.`,
    ],
    'Set your password',
    link,
  );
}
