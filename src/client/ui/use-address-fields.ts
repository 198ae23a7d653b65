import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

export type AddressChanges = Record<string, string | number | undefined>;

/**
 * A page's own search parameters, read and written in the address so that a link opens exactly
 * that view. An empty or undefined value takes the parameter out; changes replace the entry.
 */
export function useAddressFields() {
  const [search, setSearch] = useSearchParams();
  // The address as last rendered or written: a delayed change (the search box's) must not bring back
  // what an earlier render saw.
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);
  return {
    get: (name: string): string | undefined => search.get(name) ?? undefined,
    update: (changes: AddressChanges) => {
      const next = new URLSearchParams(latest.current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(name);
        else next.set(name, String(value));
      }
      latest.current = next;
      setSearch(next, { replace: true });
    },
  };
}

/** The value when it is one of the allowed ones, else undefined (a hand-edited address never sends a refused query). */
export function oneOf<T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined {
  return allowed.find((a) => a === value);
}

/** A positive whole number from the address, else undefined. */
export function positiveNumber(value: string | undefined): number | undefined {
  return value !== undefined && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}
