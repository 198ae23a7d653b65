import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActiveLink, GeneratedLink, LinkImportResult, RevokedLinks, TestLinkBody, TestLinkResult, TokenInfo } from '../../shared/schemas/magic-link';
import { apiGet, apiRequest, throwIfNotOk } from './http';
import { invalidateReads } from './invalidate';

const ACTIVE_LINKS = ['magic-links', 'active'] as const;

/** The coaches whose link still works. */
export function useActiveLinks() {
  return useQuery({ queryKey: ACTIVE_LINKS, queryFn: () => apiGet<ActiveLink[]>('/api/magic-links/active') });
}

/** A mutation that issues or revokes links: the list of active links is read again after it. */
function useLinkWrite<Variables, Result>(call: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => invalidateReads(client, [ACTIVE_LINKS]) });
}

export function useRevokeLink() {
  return useLinkWrite((userId: number) => apiRequest<RevokedLinks>('DELETE', `/api/magic-links/active/${userId}`));
}

export function useGenerateLink() {
  return useLinkWrite((identifier: number | string) => apiRequest<GeneratedLink>('POST', '/api/magic-links/single', { identifier }));
}

export function useGenerateAllLinks() {
  return useLinkWrite(() => apiRequest<{ count: number }>('POST', '/api/magic-links/generate'));
}

/** Downloads the export file (new links for every coach) and answers its name and text. */
export function useExportLinks() {
  return useLinkWrite(async () => {
    const response = await throwIfNotOk(await fetch('/api/magic-links/export', { credentials: 'include' }));
    const disposition = response.headers.get('content-disposition') ?? '';
    const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'magic-links.csv';
    return { name, csv: await response.text() };
  });
}

export function useImportLinks() {
  return useLinkWrite(async (file: File) => {
    const body = new FormData();
    body.append('file', file);
    const response = await throwIfNotOk(await fetch('/api/magic-links/import', { method: 'POST', credentials: 'include', body }));
    return (await response.json()) as LinkImportResult;
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
