import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { reportOutcome } from '../../shared/score-entry';
import { invalidateReads } from '../api/invalidate';
import { GAME_READS } from '../api/league';
import { useSession } from '../api/session';
import { toast } from '../ui/notify';
import { queuedScores } from './score-queue';
import { sendQueuedScores, type SentScore } from './send-queued-scores';

function tell(sent: SentScore): void {
  if (sent.kind === 'sent') {
    toast({ color: 'green', title: 'Queued score sent', message: `${sent.queued.matchup}: ${reportOutcome(sent.game)}` });
  } else {
    toast({ color: 'red', title: 'Queued score not accepted', message: `${sent.queued.matchup}: ${sent.reason}` });
  }
}

/** How soon a queued report that got no answer is sent again while the browser says it is online. */
const RETRY_MS = 15_000;

/** A signed-in coach's queued score reports go out when the application starts, whenever the connection comes back, and again every 15 seconds while one got no answer. */
export function QueuedScoresSender() {
  const { user } = useSession();
  const client = useQueryClient();
  const coachId = user?.role === 'coach' ? user.id : undefined;
  useEffect(() => {
    if (coachId === undefined) return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const sendQueued = () => {
      clearTimeout(retry);
      // Another tab may send what this one saw queued: its games are read again either way.
      const sawQueued = queuedScores(coachId).length > 0;
      void sendQueuedScores(coachId, tell).then(async () => {
        if (sawQueued) await invalidateReads(client, GAME_READS);
        // Online, yet a report got no answer (the connection dropped on the way back): try again soon.
        if (navigator.onLine && queuedScores(coachId).length > 0) retry = setTimeout(sendQueued, RETRY_MS);
      });
    };
    sendQueued();
    window.addEventListener('online', sendQueued);
    return () => {
      clearTimeout(retry);
      window.removeEventListener('online', sendQueued);
    };
  }, [coachId, client]);
  return null;
}
