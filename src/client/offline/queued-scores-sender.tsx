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

/** A signed-in coach's queued score reports go out when the application starts and whenever the connection comes back. */
export function QueuedScoresSender() {
  const { user } = useSession();
  const client = useQueryClient();
  const coachId = user?.role === 'coach' ? user.id : undefined;
  useEffect(() => {
    if (coachId === undefined) return;
    const sendQueued = () => {
      // Another tab may send what this one saw queued: its games are read again either way.
      const sawQueued = queuedScores(coachId).length > 0;
      void sendQueuedScores(coachId, tell).then(() => (sawQueued ? invalidateReads(client, GAME_READS) : undefined));
    };
    sendQueued();
    window.addEventListener('online', sendQueued);
    return () => window.removeEventListener('online', sendQueued);
  }, [coachId, client]);
  return null;
}
