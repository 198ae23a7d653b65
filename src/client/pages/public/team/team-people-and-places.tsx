import { List, Text } from '@mantine/core';
import { STAFF_ROLE_LABELS } from '../../../../shared/roles';
import type { TeamDetail } from '../../../../shared/schemas/league';
import { FieldLink } from '../../../ui/field-link';
import { CardSection } from '../card-section';

/** The team's coaches by name and role (never contact details). */
export function TeamCoaches({ coaches }: { coaches: TeamDetail['coaches'] }) {
  return (
    <CardSection title="Coaches">
      {coaches.length === 0 ? (
        <Text c="dimmed">No coaches listed yet.</Text>
      ) : (
        <List listStyleType="none" spacing={4}>
          {coaches.map((coach) => (
            <List.Item key={`${coach.name}-${coach.role}`}>
              {coach.name}{' '}
              <Text span size="sm" c="dimmed">
                · {STAFF_ROLE_LABELS[coach.role]}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </CardSection>
  );
}

/** The fields the team's games are played on, each linked to its page. */
export function TeamFields({ fields }: { fields: { id: number; name: string }[] }) {
  return (
    <CardSection title="Fields">
      {fields.length === 0 ? (
        <Text c="dimmed">No fields chosen for its games yet.</Text>
      ) : (
        <List listStyleType="none" spacing={4}>
          {fields.map((field) => (
            <List.Item key={field.id}>
              <FieldLink field={field} />
            </List.Item>
          ))}
        </List>
      )}
    </CardSection>
  );
}
