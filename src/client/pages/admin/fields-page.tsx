import { AdminOnly } from '../../layout/role-gate';
import { usePageTitle } from '../../ui/use-page-title';
import { FieldsBoard } from '../fields/fields-board';

export default function AdminFieldsPage() {
  usePageTitle('Field Management');
  return (
    <AdminOnly>
      <FieldsBoard mode="admin" title="Field Management" initialDivisionId={undefined} ownTeams={[]} />
    </AdminOnly>
  );
}
