import { lazy, Suspense, useState } from 'react';
import { SubscribeButton } from './calendar-subscribe-button';

const loadMenu = () => import('./calendar-subscribe-menu');
const SubscribeMenu = lazy(loadMenu);

export interface CalendarSubscribeProps {
  /** The feed's path, e.g. `/calendar/division/3.ics` (shared/calendar-feeds.ts). */
  path: string;
  /** What the feed holds, as the menu names it: "10U games", "Highland Falcons (10U)". */
  label: string;
}

/**
 * "Subscribe" to a calendar feed: a webcal:// link that opens the phone's or computer's calendar
 * app, the https:// link to copy into one (Google Calendar's "From URL"), and the .ics file. The
 * menu's code (a popover) stays out of the pages until the button is pointed at, focused or
 * pressed; pressed, the menu opens.
 */
export function CalendarSubscribe({ path, label }: CalendarSubscribeProps) {
  const [wanted, setWanted] = useState(false);
  const warm = () => void loadMenu();
  if (!wanted) return <SubscribeButton label={label} onClick={() => setWanted(true)} onPointerEnter={warm} onFocus={warm} />;
  return (
    <Suspense fallback={<SubscribeButton label={label} />}>
      <SubscribeMenu path={path} label={label} />
    </Suspense>
  );
}
