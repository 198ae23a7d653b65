import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Division } from '../../shared/schemas/league';
import { renderInApp } from '../test/render';
import { DivisionTabs } from './division-tabs';

const divisions: Division[] = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `Division ${i + 1}`, teams: [] }));

describe('the division choice of a league with many divisions', () => {
  it('holds its place, label and chosen division while the list loads, then offers the searchable list', async () => {
    renderInApp(<DivisionTabs divisions={divisions} selectedId={7} onSelect={() => undefined} />);
    // At once, whether or not the list's code has loaded yet: the same label and the chosen
    // division, so the page below it does not move when the list comes.
    expect(screen.getByLabelText('Division')).toHaveProperty('value', 'Division 7');
    const list = await screen.findByRole('combobox', { name: 'Division' });
    expect(list).toHaveProperty('value', 'Division 7');
    expect(screen.queryByRole('textbox', { name: 'Division' })).toBeNull();
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
  });
});
