import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calendarAYearLater, springCalendar } from '../../../shared/season';
import type { SeasonDetail } from '../../../shared/schemas/season';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../test/league-server';
import { renderInApp } from '../../test/render';
import DivisionsPage from './divisions-page';

const server = serveLeague();

describe('Division Management', () => {
  it('offers the changes of each division and team in a season that takes them', async () => {
    await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    renderInApp(<DivisionsPage />, { at: '/admin/divisions' });
    const tenU = await screen.findByRole('region', { name: '10U' }, { timeout: 10_000 });
    expect(within(tenU).getByRole('button', { name: 'Rename division 10U' })).toBeTruthy();
    expect(within(tenU).getByRole('button', { name: 'Add Teams' })).toBeTruthy();
    expect(within(tenU).getAllByRole('button', { name: /^Move team / }).length).toBeGreaterThan(0);
  });

  it("shows an archived season's divisions and teams with no way to change them", async () => {
    await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const old = (await server.asAdmin<SeasonDetail[]>('GET', '/api/seasons')).find((s) => s.current)!;
    const next = await server.asAdmin<SeasonDetail>('POST', '/api/seasons', {
      name: '2026',
      calendar: calendarAYearLater(springCalendar(2025, 'America/New_York')),
      carry: { divisions: true, teams: true },
      makeCurrent: true,
    });
    expect(next.id).not.toBe(old.id);
    await server.asAdmin('PATCH', `/api/seasons/${old.id}`, { archived: true });
    renderInApp(<DivisionsPage />, { at: `/admin/divisions?season=${old.id}` });

    const tenU = await screen.findByRole('region', { name: '10U' }, { timeout: 10_000 });
    expect(within(tenU).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(tenU).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Add Division' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Import Teams' })).toHaveProperty('disabled', true);
  });
});
