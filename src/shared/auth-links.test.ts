import { describe, expect, it } from 'vitest';
import { authLink, tokenOfLink } from './auth-links';

describe('reset and first-password links', () => {
  it('carry the token in the fragment, which the browser keeps to itself', () => {
    const link = new URL(authLink('https://league.example.org', 'setPassword', 'abc-DEF_123'));
    expect(link.pathname).toBe('/auth');
    expect(link.search).toBe('?mode=setPassword');
    expect(link.hash).toBe('#token=abc-DEF_123');
    expect(tokenOfLink(link.search, link.hash)).toBe('abc-DEF_123');
  });

  it('still read the token of links mailed with it in the query', () => {
    expect(tokenOfLink('?mode=resetPassword&token=old-link', '')).toBe('old-link');
    expect(tokenOfLink('?mode=resetPassword', '')).toBe('');
  });
});
