import { Anchor, Box, Button, Group, Modal, Notification, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { missingProfile } from '../../shared/profile';
import { PATHS } from '../../shared/client-routes';
import { useSession } from '../api/session';

type Reminder = 'gameChangerTeamName' | 'phone';

const TEXT: Record<Reminder, string> = {
  gameChangerTeamName: 'As a head coach, you need to set your Game Changer team name so games can be scored and tracked. Please update your profile.',
  phone: 'Coaches should provide a phone number for emergency contact. Please update your profile.',
};

/**
 * What a coach's incomplete profile brings up on every page but the profile itself: a blocking
 * dialog per missing detail (the team name first), back on every later page until it is filled;
 * and for a head coach without the team name, a warning toast that stays until it is set.
 */
export function ProfileReminders() {
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // The page view (location key) on which each reminder was last put off.
  const [putOff, setPutOff] = useState<Partial<Record<Reminder, string>>>({});

  // A coach who must first choose their own password sees only that step (layout/choose-password-step.tsx).
  if (!user || location.pathname === PATHS.coachProfile || (user.mustChangePassword && !user.isImpersonating)) return null;
  const missing = missingProfile(user);
  const due = (['gameChangerTeamName', 'phone'] as const).filter((r) => missing[r] && putOff[r] !== location.key);
  const dialog = due[0];
  const toProfile = () => void navigate(PATHS.coachProfile);

  return (
    <>
      <Modal
        opened={dialog !== undefined}
        onClose={() => undefined}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        centered
        title={
          <Group gap="xs">
            <IconAlertTriangle size={20} color="var(--mantine-color-orange-7)" aria-hidden />
            <Text fw={700}>Action Required</Text>
          </Group>
        }
      >
        <Text mb="lg">{dialog ? TEXT[dialog] : ''}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => dialog && setPutOff((p) => ({ ...p, [dialog]: location.key }))}>
            Remind Me Later
          </Button>
          <Button onClick={toProfile}>Update Profile Now</Button>
        </Group>
      </Modal>
      {missing.gameChangerTeamName && dialog === undefined && (
        <>
          {/* Room at the end of the page, so the toast never hides its last lines. */}
          <Box h={110} />
          <Notification
            color="yellow"
            title="Action Required"
            withCloseButton={false}
            icon={<IconAlertTriangle size={18} aria-hidden />}
            role="status"
            pos="fixed"
            bottom={16}
            left={16}
            w="calc(100% - 32px)"
            maw={420}
            style={{ zIndex: 150 }}
          >
            Head coaches must set their Game Changer team name.{' '}
            <Anchor component="button" type="button" fw={700} size="sm" onClick={toProfile}>
              Go to My Profile
            </Anchor>
          </Notification>
        </>
      )}
    </>
  );
}
