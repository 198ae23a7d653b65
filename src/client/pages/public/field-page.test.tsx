import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageUrls, type Field } from '../../../shared/schemas/field';
import type { Division } from '../../../shared/schemas/league';
import type { Game } from '../../../shared/schemas/game';
import { serveLeague } from '../../test/league-server';
import { renderInApp } from '../../test/render';
import { rowsOf } from '../../test/table-rows';
import FieldPage from './field-page';

const server = serveLeague();

const renderField = (at: string) => renderInApp(<FieldPage />, { at, path: '/fields/:fieldId' });

afterEach(() => {
  vi.useRealTimers();
});

describe('field page', () => {
  it('shows the address with directions for a phone, the special instructions and the photos', async () => {
    const fields = await server.asAdmin<Field[]>('GET', '/api/fields');
    const field = fields.find((f) => f.specialInstructions && imageUrls(f).length > 0);
    if (!field) throw new Error('the demo has a field with instructions and photos');
    renderField(`/fields/${field.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: field.name })).toBeTruthy();
    expect(screen.getByText(field.address)).toBeTruthy();
    const directions = screen.getByRole('link', { name: /^Directions/ });
    expect(directions.getAttribute('href')).toBe(`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(field.address)}`);
    expect(within(screen.getByRole('region', { name: 'Special instructions' })).getByText(field.specialInstructions!)).toBeTruthy();
    const photos = screen.getByRole('region', { name: 'Photos' });
    expect(
      within(photos)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(imageUrls(field));
  });

  it("lists the field's games still to come, soonest first, with their teams and division", async () => {
    const games = await server.asAdmin<Game[]>('GET', '/api/games');
    const divisions = await server.asAdmin<Division[]>('GET', '/api/divisions');
    const dated = games.filter((g) => g.fieldId !== null && g.status === 'scheduled' && !g.dateTbd && !g.timeTbd);
    const first = dated.sort((a, b) => a.scheduledTime.localeCompare(b.scheduledTime))[0];
    if (!first) throw new Error('the demo has scheduled games at fields');
    const now = new Date(new Date(first.scheduledTime).getTime() - 60_000);
    const expected = games.filter(
      (g) => g.fieldId === first.fieldId && g.status === 'scheduled' && !g.dateTbd && (g.timeTbd || new Date(g.scheduledTime) > now),
    );
    vi.useFakeTimers({ toFake: ['Date'], now });
    renderField(`/fields/${first.fieldId}`);

    const table = await screen.findByRole('table', { name: 'Upcoming games' });
    const rows = rowsOf(table);
    expect(rows).toHaveLength(expected.length);
    expect(rows[0]).toMatchObject({
      Teams: `${first.awayTeam.name} @ ${first.homeTeam.name}`,
      Division: divisions.find((d) => d.id === first.homeTeam.divisionId)?.name,
    });
    expect(within(table).getAllByRole('link', { name: first.homeTeam.name })[0]?.getAttribute('href')).toBe(`/teams/${first.homeTeam.id}`);
  });

  it('says when no game is still to come there', async () => {
    const [field] = await server.asAdmin<Field[]>('GET', '/api/fields');
    renderField(`/fields/${field!.id}`);
    // The demo's season is over by the clock.
    expect(await screen.findByText('No games still to come at this field this season.')).toBeTruthy();
  });

  it('says so for an id that names no field, or is no id at all, with a way to the schedule', async () => {
    for (const id of ['987654', 'north-park']) {
      const { unmount } = renderField(`/fields/${id}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Field not found' }), id).toBeTruthy();
      expect(screen.getByRole('link', { name: 'See the schedule' }).getAttribute('href')).toBe('/schedule');
      unmount();
    }
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Field not found' })).toBeNull());
  });
});
