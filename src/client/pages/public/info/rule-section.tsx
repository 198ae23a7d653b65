import { Accordion, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

export interface Rule {
  title: string;
  /** Paragraphs (strings) and any lists or tables, in reading order. */
  content: ReactNode[];
}

/**
 * One part of the rulebook as an accordion entry whose control is an h2 (the accordion sets the
 * heading level); its rules are numbered '{part}.{n}' and titled with h3 headings.
 */
export function RuleSection({ part, title, rules }: { part: number; title: string; rules: Rule[] }) {
  return (
    <Accordion.Item value={`part-${part}`}>
      <Accordion.Control>
        <Text fw={700} size="lg" component="span">
          {part}. {title}
        </Text>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack component="ol" gap="lg" p={0} m={0} style={{ listStyle: 'none' }}>
          {rules.map((rule, index) => (
            <Stack component="li" key={rule.title} gap={6}>
              <Title order={3} size="h5">
                {part}.{index + 1} {rule.title}
              </Title>
              {rule.content.map((item, i) => (
                <Fragment key={i}>
                  {typeof item === 'string' ? (
                    <Text size="sm" lh={1.6}>
                      {item}
                    </Text>
                  ) : (
                    item
                  )}
                </Fragment>
              ))}
            </Stack>
          ))}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
