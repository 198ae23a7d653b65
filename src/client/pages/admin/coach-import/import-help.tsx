import { Code, List, Stack, Text, Title } from '@mantine/core';

/** How the import behaves, as the server does it. */
export function ImportHelp() {
  return (
    <Stack>
      <Title order={2} size="h4">
        CSV format
      </Title>
      <Text size="sm">
        The first line names the columns Division, Team, Email, FirstName and LastName, in any order; other columns are ignored. Then one coach per line. Values
        that contain commas go in double quotes. You can paste straight from a spreadsheet saved as CSV.
      </Text>
      <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {'Division,Team,Email,FirstName,LastName\n10U,Highland Falcons,pat.doe@example.com,Pat,Doe\n8U,"Harbor Mavericks",kim.lo@example.com,Kim,Lo'}
      </Code>
      <Title order={2} size="h4">
        What the import does
      </Title>
      <List size="sm" spacing="xs">
        <List.Item>Every imported coach becomes head coach (head_coach) of the team on their line.</List.Item>
        <List.Item>Division and team names must match existing ones exactly. Create divisions and teams first on the Divisions page.</List.Item>
        <List.Item>Invalid records are skipped and listed with their line number; all other records are imported.</List.Item>
        <List.Item>
          A coach is recognised by email. A coach who is already in the league is added to the team, and their account stays as it is. Importing the same data
          again creates no duplicates.
        </List.Item>
        <List.Item>
          Passwords: if you enter a default password, every new coach gets it and must choose their own password the first time they sign in. Without one, every
          new coach receives an email with a sign-in link (valid for 48 hours) to choose a password.
        </List.Item>
        <List.Item>
          &quot;Clear all existing coaches&quot; deletes every coach account and team assignment before importing. Administrators are kept, and scores coaches
          have reported stay.
        </List.Item>
      </List>
    </Stack>
  );
}
