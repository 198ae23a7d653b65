import { describe, expect, it } from 'vitest';
import { noticeMail, type NoticeMailContent } from './notice-template';

const content: NoticeMailContent = {
  to: 'coach@example.com',
  subject: 'Game moved: <Hawks> @ "Owls"',
  heading: 'Game moved: <Hawks> @ "Owls"',
  greeting: 'Hello Pat & Sam,',
  paragraphs: ['The league office changed these games.'],
  table: { caption: 'Changes to your games', rows: [{ game: '<Hawks> @ "Owls" (10U)', when: 'Sat, May 10, 2025 @ 2:00 PM, at <Field>', what: 'Moved.' }] },
  action: { label: 'Open My Games', href: 'https://league.example/coach/games?a=1&b=2' },
  why: 'You coach a team.',
  preferences: { label: 'Choose which mails you get', href: 'https://league.example/coach/profile' },
  unsubscribe: { label: 'Stop mail about changes', href: 'https://league.example/api/mail-preferences/unsubscribe?token=1.changes.ab' },
};

describe('the mail template for games', () => {
  it('writes accessible HTML: its language, a heading, a table with a caption and column headers, every value escaped', () => {
    const { html } = noticeMail(content);
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(html).toContain('<title>Game moved: &#60;Hawks&#62; @ &#34;Owls&#34;</title>');
    expect(html).toContain('>Game moved: &#60;Hawks&#62; @ &#34;Owls&#34;</h1>');
    expect(html).toContain('<p>Hello Pat &#38; Sam,</p>');
    expect(html).toMatch(/<caption[^>]*>Changes to your games<\/caption>/);
    expect(html.match(/<th scope="col"/g)).toHaveLength(3);
    expect(html).toContain('at &#60;Field&#62;');
    expect(html).toContain('href="https://league.example/coach/games?a=1&#38;b=2"');
    expect(html).not.toMatch(/<(Hawks|Field)>/);
  });

  it('has a plain-text part with every row and link, and the one-click unsubscribe headers', () => {
    const message = noticeMail(content);
    expect(message.text).toContain('- <Hawks> @ "Owls" (10U)\n  Sat, May 10, 2025 @ 2:00 PM, at <Field>\n  Moved.');
    expect(message.text).toContain('Open My Games: https://league.example/coach/games?a=1&b=2');
    expect(message.text).toContain('Stop mail about changes: https://league.example/api/mail-preferences/unsubscribe?token=1.changes.ab');
    expect(message.headers).toEqual({
      'List-Unsubscribe': '<https://league.example/api/mail-preferences/unsubscribe?token=1.changes.ab>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('carries no unsubscribe header on mail that cannot be turned off', () => {
    expect(noticeMail({ ...content, unsubscribe: null }).headers).toBeUndefined();
  });
});
