import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** A field's name, linking to its page; a game without a field says TBD. */
export function FieldLink({ field }: { field: { id: number; name: string } | null }) {
  if (!field) return <>TBD</>;
  return (
    <Anchor component={Link} to={`/fields/${field.id}`} inherit underline="always">
      {field.name}
    </Anchor>
  );
}
