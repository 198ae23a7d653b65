import { escapeHtml } from './html';
import type { MailMessage } from './mailer';

/** One line of a notice mail's table: a game, where and when it is, and what happened to it. */
export interface NoticeRow {
  game: string;
  when: string;
  what: string;
}

export interface Link {
  label: string;
  href: string;
}

/** What a mail about games says; `noticeMail` renders it as plain text and as HTML. */
export interface NoticeMailContent {
  to: string;
  subject: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  /** The games, one row per thing that happened to one of them. */
  table: { caption: string; rows: NoticeRow[] } | null;
  action: Link;
  /** Why the person gets this mail. */
  why: string;
  preferences: Link;
  /** A one-click link that turns this kind of mail off (RFC 8058); none for mail that cannot be turned off. */
  unsubscribe: Link | null;
}

const COLUMNS = ['Game', 'When and where', 'What happened'] as const;

function textOf(content: NoticeMailContent): string {
  const lines = [content.heading, '', content.greeting, ''];
  for (const paragraph of content.paragraphs) lines.push(paragraph, '');
  if (content.table) {
    lines.push(`${content.table.caption}:`, '');
    for (const row of content.table.rows) lines.push(`- ${row.game}`, `  ${row.when}`, `  ${row.what}`, '');
  }
  lines.push(`${content.action.label}: ${content.action.href}`, '', '--', content.why, `${content.preferences.label}: ${content.preferences.href}`);
  if (content.unsubscribe) lines.push(`${content.unsubscribe.label}: ${content.unsubscribe.href}`);
  return lines.join('\n');
}

const link = ({ label, href }: Link) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
const cell = (tag: 'td' | 'th', text: string) =>
  `<${tag}${tag === 'th' ? ' scope="col"' : ''} style="text-align: left; vertical-align: top; padding: 6px 10px; border-bottom: 1px solid #ccc;">${escapeHtml(text)}</${tag}>`;

function tableOf(table: NonNullable<NoticeMailContent['table']>): string {
  return [
    '<table style="border-collapse: collapse; margin: 12px 0;">',
    `<caption style="text-align: left; font-weight: bold; padding-bottom: 6px;">${escapeHtml(table.caption)}</caption>`,
    `<thead><tr>${COLUMNS.map((c) => cell('th', c)).join('')}</tr></thead>`,
    '<tbody>',
    ...table.rows.map((row) => `<tr>${[row.game, row.when, row.what].map((text) => cell('td', text)).join('')}</tr>`),
    '</tbody>',
    '</table>',
  ].join('\n');
}

function htmlOf(content: NoticeMailContent): string {
  const footer = [escapeHtml(content.why), `${link(content.preferences)}.`, ...(content.unsubscribe ? [`${link(content.unsubscribe)}.`] : [])].join(' ');
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title>`,
    '</head>',
    '<body style="font-family: Arial, Helvetica, sans-serif; color: #1a1a1a; line-height: 1.5;">',
    `<h1 style="font-size: 22px;">${escapeHtml(content.heading)}</h1>`,
    `<p>${escapeHtml(content.greeting)}</p>`,
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(content.table ? [tableOf(content.table)] : []),
    `<p>${link(content.action)}</p>`,
    '<hr>',
    `<p style="font-size: 13px; color: #555;">${footer}</p>`,
    '</body>',
    '</html>',
  ].join('\n');
}

/**
 * A mail about games: a plain-text part and an accessible HTML part (its language, a heading, the
 * games in a table with a caption, every value escaped), and, for mail a person may turn off, the
 * one-click unsubscribe headers of RFC 8058.
 */
export function noticeMail(content: NoticeMailContent): MailMessage {
  return {
    to: content.to,
    subject: content.subject,
    text: textOf(content),
    html: htmlOf(content),
    ...(content.unsubscribe ? { headers: { 'List-Unsubscribe': `<${content.unsubscribe.href}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
  };
}
