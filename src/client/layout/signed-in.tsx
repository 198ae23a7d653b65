import { QueuedScoresSender } from '../offline/queued-scores-sender';
import { ImpersonationExpiry } from './impersonation-expiry';
import { ProfileReminders } from './profile-reminders';

/**
 * The parts of the layout only a signed-in user sees, in one chunk loaded once someone is signed
 * in: a visitor never downloads them (see app-layout.tsx).
 */
export { ImpersonationBanner } from './impersonation-banner';
export { RoleMenu } from './role-menu';

/** What follows every page of a signed-in user: the profile reminders, the impersonation's end and a coach's queued scores. */
export function SignedInNotices() {
  return (
    <>
      <ProfileReminders />
      <ImpersonationExpiry />
      <QueuedScoresSender />
    </>
  );
}
