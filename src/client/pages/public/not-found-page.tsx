import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../ui/use-page-title';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Stack align="center" py="xl" ta="center">
      <Title order={1}>404 Page Not Found</Title>
      <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
      <Button component={Link} to="/">
        Back to the home page
      </Button>
    </Stack>
  );
}
