import { describe, expect, it } from 'vitest';
import { fieldChanges } from './audit-changes';

describe('fieldChanges', () => {
  it('lists only the fields an update changed', () => {
    expect(fieldChanges({ name: 'Falcons', divisionId: 3 }, { name: 'Hawks', divisionId: 3 })).toEqual([{ field: 'name', before: 'Falcons', after: 'Hawks' }]);
  });

  it('lists every field of a creation and of a deletion', () => {
    expect(fieldChanges(null, { name: '13U', teams: ['A'] })).toEqual([
      { field: 'name', before: null, after: '13U' },
      { field: 'teams', before: null, after: '["A"]' },
    ]);
    expect(fieldChanges({ status: 'scheduled', fieldId: null }, null)).toEqual([
      { field: 'status', before: 'scheduled', after: null },
      { field: 'fieldId', before: 'null', after: null },
    ]);
  });

  it('shows fields that appear on one side only and values that are not objects', () => {
    expect(fieldChanges({ a: 1 }, { a: 1, b: false })).toEqual([{ field: 'b', before: null, after: 'false' }]);
    expect(fieldChanges('on', 'off')).toEqual([{ field: 'value', before: 'on', after: 'off' }]);
    expect(fieldChanges(null, null)).toEqual([]);
  });
});
