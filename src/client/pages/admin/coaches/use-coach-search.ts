import { STAFF_ROLES } from '../../../../shared/roles';
import { COACH_SORTS } from '../../../../shared/schemas/people-admin';
import type { CoachSearch } from '../../../api/people-admin';
import { oneOf, positiveNumber, useAddressFields, type AddressChanges } from '../../../ui/use-address-fields';

export type View = 'grid' | 'list';

/**
 * The Coach Directory's search in the address (`q`, `division`, `role`, `signedIn=never`,
 * `missing=contact`, `sort`, `dir`, `page`, `view`). Changing a filter goes back to page 1.
 */
export function useCoachSearch() {
  const address = useAddressFields();
  const search: CoachSearch = {
    q: address.get('q')?.trim() || undefined,
    division: positiveNumber(address.get('division')),
    role: oneOf(address.get('role'), STAFF_ROLES),
    signedIn: oneOf(address.get('signedIn'), ['never'] as const),
    missing: oneOf(address.get('missing'), ['contact'] as const),
    sort: oneOf(address.get('sort'), COACH_SORTS),
    dir: oneOf(address.get('dir'), ['asc', 'desc'] as const),
  };
  return {
    search,
    page: positiveNumber(address.get('page')) ?? 1,
    view: oneOf(address.get('view'), ['grid', 'list'] as const),
    filter: (changes: AddressChanges) => address.update({ ...changes, page: undefined }),
    goTo: (page: number) => address.update({ page: page > 1 ? page : undefined }),
    show: (view: View) => address.update({ view }),
  };
}
