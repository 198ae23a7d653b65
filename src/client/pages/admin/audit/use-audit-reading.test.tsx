import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Field } from '../../../../shared/schemas/field';
import type { Division } from '../../../../shared/schemas/league';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../../test/league-server';
import { renderInApp } from '../../../test/render';
import type { RecordKind } from './audit-changes';
import { useAuditReading } from './use-audit-reading';

const server = serveLeague();

/** Each record as the audit log names it, or its id where no current record has it. */
function Named({ records }: { records: [RecordKind, number][] }) {
  const reading = useAuditReading('America/New_York');
  return (
    <ul>
      {records.map(([kind, id]) => (
        <li key={`${kind} ${id}`}>{`${kind} ${id}: ${reading.nameOf(kind, id) ?? `#${id}`}`}</li>
      ))}
    </ul>
  );
}

describe('how the audit log reads ids', () => {
  it("names the league's current divisions, teams, fields and coaches, and leaves a deleted one's id", async () => {
    await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const [division] = await server.asAdmin<Division[]>('GET', '/api/divisions');
    const team = division!.teams[0]!;
    const [field] = await server.asAdmin<Field[]>('GET', '/api/fields');
    const [coach] = await server.asAdmin<{ id: number; name: string }[]>('GET', '/api/coaches');
    renderInApp(
      <Named
        records={[
          ['division', division!.id],
          ['team', team.id],
          ['field', field!.id],
          ['coach', coach!.id],
          ['team', 99_999],
        ]}
      />,
    );
    expect(await screen.findByText(`coach ${coach!.id}: ${coach!.name}`)).toBeTruthy();
    expect(await screen.findByText(`division ${division!.id}: ${division!.name}`)).toBeTruthy();
    expect(screen.getByText(`team ${team.id}: ${team.name}`)).toBeTruthy();
    expect(await screen.findByText(`field ${field!.id}: ${field!.name}`)).toBeTruthy();
    expect(screen.getByText('team 99999: #99999')).toBeTruthy();
  });
});
