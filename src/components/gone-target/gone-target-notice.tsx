import { useLingui } from '@lingui/react/macro';
import { formatWon } from '../../lib/i18n/money.ts';
import { goneMoneyOf, type GoneMoney } from './gone-money.ts';
import * as css from './gone-target-notice.css.ts';
import '../catalog.ts';

type Props = {
  item: Parameters<typeof goneMoneyOf>[0];
  /** The member cancels below on their page; the admin refunds with the refund form (decision 0043). */
  audience: 'member' | 'admin';
};

/**
 * A payment whose target (the entry, report or child it was bought for) was deleted (decision 0087):
 * says so, and what became of the money — refunded, refundable and how, not charged, or provided.
 */
export function GoneTargetNotice({ item, audience }: Props) {
  const { t, i18n } = useLingui();
  const won = (amount: number) => formatWon(amount, i18n.locale);
  const money = goneMoneyOf(item);
  const line = (m: GoneMoney): string => {
    switch (m.kind) {
      case 'refunded': {
        const refunded = won(m.refunded);
        return t`${refunded} was refunded.`;
      }
      case 'refundable': {
        const left = won(m.left);
        const refunded = won(m.refunded);
        if (audience === 'admin') {
          return m.refunded > 0 ? t`${refunded} was refunded already; the remaining ${left} can be refunded below.` : t`${left} can be refunded below.`;
        }
        return m.refunded > 0
          ? t`${refunded} was refunded already; the remaining ${left} can be refunded: cancel this payment below.`
          : t`${left} can be refunded: cancel this payment below.`;
      }
      case 'waiting':
        return audience === 'member'
          ? t`Nothing has been charged. Please do not deposit; cancel this payment below.`
          : t`Nothing has been deposited yet. Cancel it so that nothing is charged.`;
      case 'not-charged':
        return t`Nothing was charged.`;
      case 'provided':
        return t`The service was provided before the record was deleted, so there is nothing to refund.`;
    }
  };
  return (
    <div className={css.notice} role="note" data-testid="gone-target">
      <strong>{t`The record this was bought for has been deleted.`}</strong>
      <span>{line(money)}</span>
    </div>
  );
}
