import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Division } from '../../shared/schemas/league';
import { serveLeague } from '../test/league-server';
import { renderInApp } from '../test/render';
import { useDivisionRoute } from './use-division-route';

const server = serveLeague();

/** What a standings page makes of its address. */
function ChosenDivision() {
  const route = useDivisionRoute('/standings');
  if (route.isPending) return <p>Loading</p>;
  return (
    <>
      <p>Division: {route.division?.name ?? 'none'}</p>
      <p>{route.isExplicit ? 'Named in the address' : 'The first division'}</p>
      {route.unknownDivision && <p>No such division</p>}
      {route.divisions.map((d) => (
        <button key={d.id} onClick={() => route.select(d.id)}>
          {d.name}
        </button>
      ))}
    </>
  );
}

describe('the division of the address', () => {
  it('is the first division when the address names none', async () => {
    const [first] = await server.asAdmin<Division[]>('GET', '/api/divisions');
    renderInApp(<ChosenDivision />, { at: '/standings', path: '/standings/:divisionId?' });
    expect(await screen.findByText(`Division: ${first!.name}`)).toBeTruthy();
    expect(screen.getByText('The first division')).toBeTruthy();
  });

  it('is the one the address names, and a choice moves the address to the next', async () => {
    const divisions = await server.asAdmin<Division[]>('GET', '/api/divisions');
    const [, second, third] = divisions;
    const { user } = renderInApp(<ChosenDivision />, { at: `/standings/${second!.id}`, path: '/standings/:divisionId?' });
    expect(await screen.findByText(`Division: ${second!.name}`)).toBeTruthy();
    expect(screen.getByText('Named in the address')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: third!.name }));
    expect(await screen.findByText(`Division: ${third!.name}`)).toBeTruthy();
  });

  it('says so when the address names a division there is not', async () => {
    renderInApp(<ChosenDivision />, { at: '/standings/9999', path: '/standings/:divisionId?' });
    expect(await screen.findByText('No such division')).toBeTruthy();
    expect(screen.getByText('Division: none')).toBeTruthy();
  });
});
