import { useMutation } from '@tanstack/react-query';
import type { GeneratedLink, LinkImportResult, TestLinkBody, TestLinkResult, TokenInfo } from '../../shared/schemas/magic-link';
import { apiRequest, throwIfNotOk } from './http';

export function useGenerateLink() {
  return useMutation({
    mutationFn: (identifier: number | string) => apiRequest<GeneratedLink>('POST', '/api/magic-links/single', { identifier }),
  });
}

export function useGenerateAllLinks() {
  return useMutation({ mutationFn: () => apiRequest<{ count: number }>('POST', '/api/magic-links/generate') });
}

/** Downloads the export file (new links for every coach) and answers its name and text. */
export function useExportLinks() {
  return useMutation({
    mutationFn: async () => {
      const response = await throwIfNotOk(await fetch('/api/magic-links/export', { credentials: 'include' }));
      const disposition = response.headers.get('content-disposition') ?? '';
      const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'magic-links.csv';
      return { name, csv: await response.text() };
    },
  });
}

export function useImportLinks() {
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('file', file);
      const response = await throwIfNotOk(await fetch('/api/magic-links/import', { method: 'POST', credentials: 'include', body }));
      return (await response.json()) as LinkImportResult;
    },
  });
}

export function useTestLink() {
  return useMutation({
    mutationFn: (body: TestLinkBody) => apiRequest<TestLinkResult>('POST', '/api/debug/generate-magic-link', body),
  });
}

/** What the server knows of a token; a failure reads 'Failed to verify token: {status} {statusText}'. */
export function useTokenInfo() {
  return useMutation({
    mutationFn: async (token: string) => {
      const response = await fetch('/api/debug/magic-link', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      if (!response.ok) throw new Error(`Failed to verify token: ${response.status} ${response.statusText}`);
      return (await response.json()) as TokenInfo;
    },
  });
}
