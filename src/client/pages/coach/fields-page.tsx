import { Alert } from '@mantine/core';
import { useSession } from '../../api/session';
import { CoachOnly } from '../../layout/role-gate';
import { usePageTitle } from '../../ui/use-page-title';
import { FieldsBoard } from '../fields/fields-board';

function CoachFields() {
  const { user } = useSession();
  const staff = user?.teamStaff ?? [];
  if (staff.length === 0) return <Alert color="yellow">You must have an active team assignment to manage fields</Alert>;
  return (
    <FieldsBoard
      mode="coach"
      title="Fields"
      initialDivisionId={staff[0]?.team.divisionId}
      ownTeams={staff.map((s) => ({ id: s.teamId, name: s.team.name, divisionName: s.team.division.name }))}
    />
  );
}

export default function CoachFieldsPage() {
  usePageTitle('Fields');
  return (
    <CoachOnly message="Unauthorized access. Please log in as a coach.">
      <CoachFields />
    </CoachOnly>
  );
}
