import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { couponDaysLeft, couponLastDay, type Coupon, type CouponKind } from '../../contract/coupons.ts';
import { Icon } from '../../components/icon/icon.tsx';
import { useOnline } from '../../components/offline-banner/offline-banner.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { formatKoreanDate } from '../../contract/calendar/format.ts';
import { couponsQuery } from './coupons-queries.ts';
import { COUPON_STATUS_LABELS } from './coupon-labels.ts';
import * as css from './coupons.css.ts';
import './catalog.ts';
import { ListError, PullToRefresh } from '../../components/list-state/list-state.tsx';

type Tab = 'usable' | 'spent';

/** /my-page/Coupon: the member's coupons, usable ones first, with status and expiry in Korea time. */
export function CouponsPage() {
  const { t } = useLingui();
  const coupons = useQuery(couponsQuery());
  const [tab, setTab] = useState<Tab>('usable');
  const usable = (coupons.data ?? []).filter((c) => c.status === 'AVAILABLE').sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
  const spent = (coupons.data ?? []).filter((c) => c.status !== 'AVAILABLE');
  const shown = tab === 'usable' ? usable : spent;
  // Counts only once the list is known: offline before the first answer, "사용 가능 (0)" would be
  // wrong; the page says it cannot check instead (decision 0035).
  const known = coupons.data !== undefined;
  const tabs: { id: Tab; label: string }[] = [
    { id: 'usable', label: known ? t`Available (${usable.length})` : t`Available` },
    { id: 'spent', label: known ? t`Used or expired (${spent.length})` : t`Used or expired` },
  ];
  const online = useOnline();
  const unchecked = !known && (coupons.fetchStatus === 'paused' || !online);
  return (
    <>
      <PageHeader title={t`Coupons`} back="/my-page" />
      <PullToRefresh onRefresh={() => coupons.refetch()}>
        <div className={page.body}>
          <div className={css.tabs} role="tablist" aria-label={t`Coupons`}>
            {tabs.map((item) => (
              <button
                key={item.id}
                type="button"
                role="tab"
                id={`coupon-tab-${item.id}`}
                aria-selected={tab === item.id}
                aria-controls="coupon-panel"
                tabIndex={tab === item.id ? 0 : -1}
                className={css.tab}
                onClick={() => setTab(item.id)}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                    const next = tab === 'usable' ? 'spent' : 'usable';
                    setTab(next);
                    document.getElementById(`coupon-tab-${next}`)?.focus();
                  }
                }}
              >
                {item.label}
              </button>
            ))}
          </div>
          <div id="coupon-panel" role="tabpanel" aria-labelledby={`coupon-tab-${tab}`}>
            {coupons.isPending && !unchecked ? <Spinner /> : null}
            {unchecked ? (
              <p className={css.empty} role="status">
                <Trans>You are offline, so your coupons cannot be checked right now. They will show once you are back online.</Trans>
              </p>
            ) : null}
            {unchecked ? null : <ListError error={coupons.error} busy={coupons.isFetching} onRetry={() => coupons.refetch()} />}
            {coupons.data && shown.length === 0 ? (
              <p className={css.empty}>
                {tab === 'usable' ? <Trans>You have no coupons to use right now.</Trans> : <Trans>No used or expired coupons.</Trans>}
              </p>
            ) : null}
            {shown.length > 0 ? (
              <ul className={css.list}>
                {shown.map((coupon) => (
                  <CouponCard key={coupon.id} coupon={coupon} />
                ))}
              </ul>
            ) : null}
          </div>
          <p className={page.muted}>
            <Trans>An expert comment coupon lets an expert comment on one diary entry for free. Coupons cannot be used after their expiry date.</Trans>
          </p>
        </div>
      </PullToRefresh>
    </>
  );
}

function CouponCard({ coupon }: { coupon: Coupon }) {
  const { t, i18n } = useLingui();
  const kindLabel: Record<CouponKind, string> = { DIARY_COMMENT: t`Expert comment coupon` };
  const lastDay = formatKoreanDate(couponLastDay(coupon.expiresAt));
  const daysLeft = couponDaysLeft(coupon.expiresAt);
  const available = coupon.status === 'AVAILABLE';
  let detail = t`Expired after ${lastDay}`;
  if (coupon.status === 'USED' && coupon.usedAt) {
    const usedOn = formatKoreanDate(coupon.usedAt);
    detail = t`Used on ${usedOn}`;
  } else if (available) detail = t`Use by ${lastDay}`;
  return (
    <li className={`${css.coupon} ${available ? '' : css.spent}`} aria-label={coupon.name}>
      <div className={`${css.badge} ${available ? '' : css.badgeMuted}`}>
        <Icon name="chat" size={28} />
        <Trans>Comment</Trans>
      </div>
      <div className={css.body}>
        <div className={css.head}>
          <span className={css.status[coupon.status]}>{i18n._(COUPON_STATUS_LABELS[coupon.status])}</span>
          {available ? <span className={css.dday}>{daysLeft > 0 ? `D - ${daysLeft}` : 'D - Day'}</span> : null}
        </div>
        <p className={css.name}>{coupon.name}</p>
        <p className={css.kind}>{kindLabel[coupon.kind]}</p>
        <p className={page.muted}>{detail}</p>
      </div>
    </li>
  );
}
