import { lazy } from 'react';

const signedIn = () => import('./signed-in');

/** The signed-in parts of the layout, each rendered only for a signed-in user (inside Suspense). */
export const ImpersonationBanner = lazy(() => signedIn().then((m) => ({ default: m.ImpersonationBanner })));
export const RoleMenu = lazy(() => signedIn().then((m) => ({ default: m.RoleMenu })));
export const SignedInNotices = lazy(() => signedIn().then((m) => ({ default: m.SignedInNotices })));
