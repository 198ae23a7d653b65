import { Accordion, Badge, Group, List, Stack, Text } from '@mantine/core';
import type { PlayoffFormat } from '../../../../shared/schemas/playoffs';
import { TeamLink } from '../../../ui/team-link';

type TeamAt = (seed: number) => { id: number; name: string } | undefined;

/** "Seed 2", or with the team holding it, "Seed 2 (Highland Falcons)", the team linking to its page. */
function SeedLabel({ seed, teamAt, word = 'Seed' }: { seed: number; teamAt?: TeamAt; word?: string }) {
  const team = teamAt?.(seed);
  if (!team) return `${word} ${seed}`;
  return (
    <>
      {word} {seed} (<TeamLink team={team} />)
    </>
  );
}

/**
 * The playoff format of a division: one entry per pool, then the championship. With `teamAt`, each
 * seed also shows the team that holds it.
 */
export function FormatAccordion({ format, teamAt }: { format: Pick<PlayoffFormat, 'pools' | 'championship'>; teamAt?: TeamAt }) {
  const seedLabel = (seed: number) => <SeedLabel seed={seed} teamAt={teamAt} />;
  return (
    <Accordion variant="separated" multiple defaultValue={format.pools.map((_, i) => `pool-${i}`)}>
      {format.pools.map((pool, index) => (
        <Accordion.Item key={pool.name} value={`pool-${index}`}>
          <Accordion.Control>
            <Text fw={600}>{pool.name}</Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="xs">
              <Text size="sm">{pool.description}</Text>
              <Group gap={6}>
                <Text size="sm" fw={500}>
                  Seeds included:
                </Text>
                {pool.seedsIncluded.map((seed) => (
                  <Badge key={seed} variant="light" tt={teamAt ? 'none' : undefined}>
                    {seedLabel(seed)}
                  </Badge>
                ))}
              </Group>
              {pool.matchups && pool.matchups.length > 0 && (
                <>
                  <Text size="sm" fw={500}>
                    Matchups
                  </Text>
                  <List size="sm" spacing={2}>
                    {pool.matchups.map((m) => (
                      <List.Item key={`${m.homeTeamSeed}-${m.awayTeamSeed}`}>
                        {seedLabel(m.awayTeamSeed)} @ {seedLabel(m.homeTeamSeed)}
                        {m.description ? ` - ${m.description}` : ''}
                      </List.Item>
                    ))}
                  </List>
                </>
              )}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
      <Accordion.Item value="championship">
        <Accordion.Control>
          <Text fw={600}>Championship</Text>
        </Accordion.Control>
        <Accordion.Panel>
          <Stack gap="xs">
            <Text size="sm">{format.championship.description}</Text>
            {format.championship.participants.length > 0 && (
              <List size="sm" spacing={2}>
                {format.championship.participants.map((p) => (
                  <List.Item key={p}>{p}</List.Item>
                ))}
              </List>
            )}
            {format.championship.hostingSeed !== undefined && (
              <Text size="sm">
                Hosted by <SeedLabel seed={format.championship.hostingSeed} teamAt={teamAt} word="seed" />.
              </Text>
            )}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
