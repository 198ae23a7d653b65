import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isDirectorRole, STAFF_ROLE_LABELS } from '../../../../shared/roles';
import type { Coach } from '../../../../shared/schemas/coach';
import { serveLeague } from '../../../test/league-server';
import { renderInApp } from '../../../test/render';
import { rowsOf } from '../../../test/table-rows';
import { CoachTable } from './coach-table';

const server = serveLeague();

async function showCoaches() {
  const coaches = await server.asAdmin<Coach[]>('GET', '/api/coaches');
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  const rendered = renderInApp(<CoachTable coaches={coaches} onEdit={onEdit} onDelete={onDelete} />);
  const rows = rowsOf(screen.getByRole('table'));
  const rowOf = (coach: Coach) => rows.find((r) => r.Email === coach.email);
  return { ...rendered, coaches, onEdit, onDelete, rowOf };
}

describe("the admin's coach list", () => {
  it('shows each coach with contact details, every team and role, and the director badge', async () => {
    const { coaches, rowOf } = await showCoaches();
    const director = coaches.find((c) => c.teamStaff.some((s) => isDirectorRole(s.role)))!;
    const plain = coaches.find((c) => c.teamStaff.length > 0 && !c.teamStaff.some((s) => isDirectorRole(s.role)))!;
    const withoutPhone = coaches.find((c) => c.phone === null);

    expect(rowOf(director)?.Name).toBe(`${director.name} Director`);
    expect(rowOf(plain)?.Name?.trim()).toBe(plain.name);
    expect(rowOf(plain)?.Teams).toBe(plain.teamStaff.map((s) => `${s.team.name} (${s.team.division.name}) · ${STAFF_ROLE_LABELS[s.role]}`).join(''));
    if (withoutPhone) expect(rowOf(withoutPhone)?.Phone).toBe('-');
    expect(rowOf(plain)?.Phone).toBe(plain.phone ?? '-');
  });

  it('hands the coach of the row to edit or delete', async () => {
    const { user, coaches, onEdit, onDelete } = await showCoaches();
    const coach = coaches[1]!;
    const row = screen.getAllByRole('row').find((r) => within(r).queryByText(coach.email ?? ''))!;
    await user.click(within(row).getByRole('button', { name: `Edit ${coach.name}` }));
    expect(onEdit).toHaveBeenCalledWith(coach);
    await user.click(within(row).getByRole('button', { name: `Delete ${coach.name}` }));
    expect(onDelete).toHaveBeenCalledWith(coach);
  });
});
