import { ImpersonationExpiry } from './impersonation-expiry';
import { ProfileReminders } from './profile-reminders';

/**
 * The parts of the layout only a signed-in user sees, in one chunk loaded once someone is signed
 * in: a visitor never downloads them (see app-layout.tsx).
 */
export { ImpersonationBanner } from './impersonation-banner';
export { RoleMenu } from './role-menu';

/** What follows every page of a signed-in user: the profile reminders and the impersonation's end. */
export function SignedInNotices() {
  return (
    <>
      <ProfileReminders />
      <ImpersonationExpiry />
    </>
  );
}
