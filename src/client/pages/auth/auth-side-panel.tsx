import { List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/** The welcome panel beside the sign-in forms. */
export function AuthSidePanel() {
  return (
    <Paper p="xl" radius="md" bg="navy.8" c="white" h="100%">
      <Stack>
        <Title order={2} c="white">
          Welcome to the Coach Portal
        </Title>
        <Text>The coach portal lets you:</Text>
        <List
          spacing="sm"
          icon={
            <ThemeIcon color="white" c="navy.8" size={20} radius="xl">
              <IconCheck size={14} aria-hidden />
            </ThemeIcon>
          }
        >
          <List.Item>Manage game schedules and scores</List.Item>
          <List.Item>Update team and field information</List.Item>
          <List.Item>Coordinate with other coaches</List.Item>
          <List.Item>Access league resources and documents</List.Item>
        </List>
      </Stack>
    </Paper>
  );
}
