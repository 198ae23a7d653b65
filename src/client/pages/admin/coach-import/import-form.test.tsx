import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Coach } from '../../../../shared/schemas/coach';
import type { Division } from '../../../../shared/schemas/league';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../../test/league-server';
import { renderInApp } from '../../../test/render';
import CoachImportPage from '../coach-import-page';

const server = serveLeague();
const HEADER = 'Division,Team,Email,FirstName,LastName';
const SHARED_PASSWORD = 'Opening-Day-Lantern-25';

async function coachWithEmail(email: string): Promise<Coach | undefined> {
  return (await server.asAdmin<Coach[]>('GET', '/api/coaches')).find((c) => c.email === email);
}

/** Sam's team in 10U, where the demo league has him as head coach. */
async function tenU() {
  const division = (await server.asAdmin<Division[]>('GET', '/api/divisions')).find((d) => d.name === '10U');
  const samsTeam = (await coachWithEmail(DEMO_ACCOUNTS.oneTeamCoach))?.teamStaff[0]?.team;
  if (!division || !samsTeam) throw new Error('The demo league has no 10U or no team for Sam');
  return { division, samsTeam, otherTeam: division.teams.find((t) => t.id !== samsTeam.id)! };
}

/** The Coach Import page, where the form hands its result to the Results tab. */
async function openCoachImport() {
  await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
  const rendered = renderInApp(<CoachImportPage />, { at: '/admin/coach-import' });
  const csv = await screen.findByRole('textbox', { name: 'CSV Data' });
  return { ...rendered, csv, password: screen.getByLabelText('Default password (optional)') };
}

/** The number a count card of the results shows under its label (the label's own paragraph, not the Errors box's title). */
const countOf = (label: string) => screen.getByText(label, { selector: 'p' }).parentElement?.textContent?.slice(label.length);

describe('the coach import form', () => {
  it('asks for the CSV text before sending', async () => {
    const { user } = await openCoachImport();
    await user.click(screen.getByRole('button', { name: 'Import Coaches' }));

    expect(await screen.findByText('Please enter coach data in CSV format')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Results' }).hasAttribute('disabled')).toBe(true);
  });

  it('imports a good paste and shows what it created, left alone and refused', async () => {
    const { division, samsTeam, otherTeam } = await tenU();
    const { user, csv, password } = await openCoachImport();

    await user.click(csv);
    await user.paste(
      [
        HEADER,
        `${division.name},${otherTeam.name},Riley.Park@Example.com,Riley,Park`,
        `${division.name},${samsTeam.name},${DEMO_ACCOUNTS.oneTeamCoach},Sam,Rivera`,
        `${division.name},Nowhere Nine,drew.hale@example.com,Drew,Hale`,
      ].join('\n'),
    );
    await user.type(password, SHARED_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Import Coaches' }));

    expect(await screen.findByText('Import Complete')).toBeTruthy();
    expect(screen.getByText('1 created, 1 error')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Results' }).getAttribute('aria-selected')).toBe('true');
    expect([countOf('Parsed'), countOf('Created'), countOf('Errors')]).toEqual(['3', '1', '1']);
    expect(screen.getByText('1 record was already in place and left unchanged.')).toBeTruthy();
    const created = screen.getByRole('table');
    expect(within(created).getByRole('row', { name: `Riley Park riley.park@example.com ${division.name} ${otherTeam.name}` })).toBeTruthy();
    expect(within(created).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText(`Line 4: team 'Nowhere Nine' is not in division '${division.name}'`)).toBeTruthy();

    expect((await coachWithEmail('riley.park@example.com'))?.teamStaff.map((s) => s.team.name)).toEqual([otherTeam.name]);
    expect(await coachWithEmail('drew.hale@example.com')).toBeUndefined();
    expect((await coachWithEmail(DEMO_ACCOUNTS.oneTeamCoach))?.teamStaff.map((s) => s.team.name)).toEqual([samsTeam.name]);
    // The new coach signs in with the shared first password and is asked to choose their own.
    expect(await server.signIn('riley.park@example.com', SHARED_PASSWORD)).toMatchObject({ mustChangePassword: true });
  });

  it("shows the server's reason for a paste it cannot read, and imports nothing", async () => {
    const { division, otherTeam } = await tenU();
    const { user, csv } = await openCoachImport();

    await user.click(csv);
    await user.paste(`Division,Team,Email,Name\n${division.name},${otherTeam.name},pat.doe@example.com,Pat Doe`);
    await user.click(screen.getByRole('button', { name: 'Import Coaches' }));

    expect(await screen.findByText('Import Failed')).toBeTruthy();
    expect(
      screen.getByText('400: The first line must name the columns Division, Team, Email, FirstName, LastName; missing: FirstName, LastName.'),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Results' }).hasAttribute('disabled')).toBe(true);
    expect(await coachWithEmail('pat.doe@example.com')).toBeUndefined();
  });
});
