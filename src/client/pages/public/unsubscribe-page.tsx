import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { tokenOfLink } from '../../../shared/auth-links';
import { PATHS } from '../../../shared/client-routes';
import { MAIL_KIND_LABELS, unsubscribeTokenParts } from '../../../shared/schemas/notifications';
import { reasonOf } from '../../api/http';
import { useUnsubscribe } from '../../api/mail';
import { usePageTitle } from '../../ui/use-page-title';

/**
 * Where a mail's unsubscribe link leads (GET never unsubscribes: mail scanners open links). The
 * page names the kind of mail and asks; the button posts the link as a mail program would. No
 * sign-in: the link's token says who and which kind. The token leaves the address bar once read.
 */
export default function UnsubscribePage() {
  usePageTitle('Unsubscribe');
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenOfLink(location.search, location.hash));
  const tokenInAddress = token !== '';
  useEffect(() => {
    if (tokenInAddress) void navigate({ search: '', hash: '' }, { replace: true });
  }, [tokenInAddress, navigate]);
  const unsubscribe = useUnsubscribe();
  const kind = unsubscribeTokenParts(token)?.kind;
  const about = kind ? MAIL_KIND_LABELS[kind] : '';

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto" mt="md">
      <Stack>
        <Title order={1}>Unsubscribe</Title>
        {!kind ? (
          <Text>This unsubscribe link is incomplete. Open it from the mail again, or choose your mails on your profile.</Text>
        ) : unsubscribe.isSuccess ? (
          <Text role="status">
            Done: you will no longer get mail about {about}. Other mail from the league still comes; turn this back on in{' '}
            <Anchor component={Link} to={PATHS.coachProfile}>
              My Profile
            </Anchor>
            .
          </Text>
        ) : (
          <>
            <Text>Stop getting mail about {about}?</Text>
            <Text size="sm" c="dimmed">
              Other mail from the league keeps coming. You can choose every kind of mail in My Profile.
            </Text>
            {unsubscribe.isError && (
              <Alert color="red" title="Not unsubscribed" role="alert">
                {reasonOf(unsubscribe.error, 'The server could not be reached. Please try again.')}
              </Alert>
            )}
            <Button onClick={() => unsubscribe.mutate(token)} loading={unsubscribe.isPending} style={{ alignSelf: 'flex-start' }}>
              Unsubscribe
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
