import { Trans, useLingui } from '@lingui/react/macro';
import type { DashboardQueues as Queues } from '../../contract/admin-dashboard-api.ts';
import * as css from './dashboard.css.ts';
import { ListLink } from './list-link.tsx';
import './catalog.ts';
import { formatNumber } from '../../lib/i18n/numbers.ts';

/**
 * The work queues right now, each number a link to its filtered list (decision 0044): the expert
 * comment queue within and past the service level, members waiting for a moderation review, and the
 * consultation requests waiting for a schedule (decision 0069), and the 1:1 inquiries waiting for an answer (decision 0072).
 */
export function DashboardQueues({ queues, slaHours }: { queues: Queues; slaHours: number }) {
  const { t } = useLingui();
  return (
    <section className={css.queues} aria-label={t`Work queues`}>
      <ListLink className={css.queue} path="/admin/parent-diary/comment" params={{ tab: 'expert', status: 'WAITING' }}>
        <span>
          <Trans>Expert comments waiting (within {slaHours} h)</Trans>
        </span>
        <strong className={css.number} data-testid="queue-expert-waiting">
          {formatNumber(queues.expertWaiting)}
        </strong>
      </ListLink>
      <ListLink
        className={queues.expertOverdue > 0 ? `${css.queue} ${css.queueAlert}` : css.queue}
        path="/admin/parent-diary/comment"
        params={{ tab: 'expert', status: 'OVERDUE' }}
      >
        <span>
          <Trans>Expert comments overdue (over {slaHours} h)</Trans>
        </span>
        <strong className={css.number} data-testid="queue-expert-overdue">
          {formatNumber(queues.expertOverdue)}
        </strong>
      </ListLink>
      <ListLink className={css.queue} path="/admin/member" params={{ review: 'waiting' }}>
        <span>
          <Trans>Reported members waiting for review</Trans>
        </span>
        <strong className={css.number} data-testid="queue-review">
          {formatNumber(queues.reviewMembers)}
        </strong>
      </ListLink>
      <ListLink
        className={queues.consultationOverdue > 0 ? `${css.queue} ${css.queueAlert}` : css.queue}
        path="/admin/consultation"
        params={{ status: queues.consultationOverdue > 0 ? 'OVERDUE' : 'REQUESTED' }}
      >
        <span>
          <Trans>Consultations waiting for a schedule</Trans>
        </span>
        <strong className={css.number} data-testid="queue-consultation">
          {formatNumber(queues.consultationWaiting)}
        </strong>
      </ListLink>
      <ListLink className={css.queue} path="/admin/inquiry" params={{ status: 'WAITING' }}>
        <span>
          <Trans>Inquiries waiting for an answer</Trans>
        </span>
        <strong className={css.number} data-testid="queue-inquiry">
          {formatNumber(queues.inquiryWaiting)}
        </strong>
      </ListLink>
    </section>
  );
}
