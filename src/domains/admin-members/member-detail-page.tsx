import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import * as css from '../admin-kit/admin-list.css.ts';
import { auditTrailKey } from '../admin-kit/audit-trail.tsx';
import { DetailAudit, DetailFacts, DetailGrid, DetailSection, DetailState, RelatedLink } from '../admin-kit/detail-section.tsx';
import { Button } from '../../components/button/button.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { adminMembersApi, type MemberDetail } from '../../contract/admin-members-api.ts';
import { formatKoreanDate, formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { couponLastDay, type Coupon } from '../../contract/coupons.ts';
import { call } from '../../lib/api/call.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { formatWon } from '../../lib/i18n/money.ts';
import { ReasonField, useReasonCheck } from '../admin-kit/reason-field.tsx';
import { CouponForm, StatusForm, WarningCountForm } from './member-actions.tsx';
import { STATUS_LABELS } from './member-labels.ts';
import { COUPON_STATUS_LABELS } from '../coupons/coupon-labels.ts';
import { memberDetailQuery } from './member-queries.ts';
import { ITEM_STATUS_LABELS, TYPE_LABELS } from '../admin-kit/order-labels.ts';
import * as detailCss from './member-detail.css.ts';
import './catalog.ts';

/** /admin/member?memberId=…: one member, the related records and the admin's actions (SPEC §2, §4; decision 0041). */
export function MemberDetailPage({ memberId }: { memberId: number }) {
  const { t } = useLingui();
  const detail = useQuery(memberDetailQuery(memberId));
  return (
    <>
      <PageHeader title={detail.data?.nickname ? t`Member ${detail.data.nickname}` : t`Member`} />
      <div className={css.page}>
        <Link className={css.rowLink} from="/admin/member" to="/admin/member" search={(prev) => ({ ...prev, memberId: undefined })}>
          <Trans>← Back to the member list</Trans>
        </Link>
        <DetailState query={detail}>{(data) => <MemberBody member={data} />}</DetailState>
      </div>
    </>
  );
}

/**
 * The masked phone, and the full number on request: the request takes a reason and is written to
 * the audit log (decisions 0041, 0048). A refused request keeps the reason typed.
 */
function PhoneReveal({ member }: { member: MemberDetail }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const reasonCheck = useReasonCheck();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (phone !== null) return <span className={css.mono}>{phone || '—'}</span>;
  const masked = <span className={css.mono}>{member.phone || '—'}</span>;
  if (!member.phone) return masked;
  if (!asking)
    return (
      <span className={css.actions}>
        {masked}
        <Button size="sm" tone="ghost" onClick={() => setAsking(true)}>
          <Trans>Show (recorded)</Trans>
        </Button>
      </span>
    );
  function reveal(event: FormEvent) {
    event.preventDefault();
    if (!reasonCheck.ready(reason)) return;
    setBusy(true);
    setError(null);
    call(adminMembersApi.revealMemberPhone, { params: { memberId: member.id }, body: { reason }, navigateOnError: false })
      .then((r) => {
        setPhone(r.phone ?? '');
        // The reveal is a row of the member's history: show it there at once.
        void queryClient.invalidateQueries({ queryKey: auditTrailKey('member', member.id) });
      })
      .catch((e: unknown) => setError(errorText(e)))
      .finally(() => setBusy(false));
  }
  return (
    <form className={css.actions} onSubmit={reveal} noValidate aria-label={t`Show the full phone number`} style={{ flexWrap: 'wrap' }}>
      {masked}
      <ReasonField value={reason} onChange={setReason} error={reasonCheck.error(reason)} />
      <Button type="submit" size="sm" busy={busy}>
        <Trans>Show</Trans>
      </Button>
      {error ? (
        <span role="alert" className={css.error} style={{ flexBasis: '100%' }}>
          {error}
        </span>
      ) : null}
    </form>
  );
}

/** A held coupon as the member's own coupon page words it: its state and its last Korea day (couponLastDay, decision 0038). */
function CouponLine({ coupon }: { coupon: Coupon }) {
  const { t, i18n } = useLingui();
  const lastDay = formatKoreanDate(couponLastDay(coupon.expiresAt));
  let text = t`Usable through ${lastDay}`;
  if (coupon.status === 'USED' && coupon.usedAt) {
    const usedOn = formatKoreanDate(coupon.usedAt);
    text = t`Used on ${usedOn}`;
  } else if (coupon.status === 'EXPIRED') text = t`Expired after ${lastDay}`;
  const label = i18n._(COUPON_STATUS_LABELS[coupon.status]);
  return (
    <li className={page.listItem}>
      <span>
        {coupon.name}
        <span className={detailCss.couponStatus[coupon.status]}>{label}</span>
      </span>
      <span className={page.muted}>{text}</span>
    </li>
  );
}

function MemberBody({ member }: { member: MemberDetail }) {
  const { t, i18n } = useLingui();
  const rows: [string, ReactNode][] = [
    [t`Member number`, member.id],
    [t`Nickname`, member.nickname ?? '—'],
    [t`Name`, member.name ?? '—'],
    [t`Login ID`, member.loginId ?? '—'],
    [t`Social sign-in`, member.providers.join(', ') || '—'],
    [t`Email`, member.email ?? '—'],
    [t`Phone`, <PhoneReveal key="phone" member={member} />],
    [t`Birth date`, member.birthDate ?? '—'],
    [t`Status`, i18n._(STATUS_LABELS[member.status])],
    [t`Warnings`, member.warningCount],
    [t`Joined`, formatKoreanDateTime(member.createdAt)],
    [
      t`Diary entries`,
      <span key="diaries" className={css.actions}>
        {member.diaryCount}
        <RelatedLink href={`/admin/parent-diary/diary?memberId=${member.id}`}>{t`See in diary management`}</RelatedLink>
      </span>,
    ],
  ];
  return (
    <DetailGrid>
      <DetailSection title={t`Member profile`}>
        <DetailFacts rows={rows} />
      </DetailSection>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <WarningCountForm member={member} />
        <StatusForm member={member} />
        <CouponForm member={member} />
      </div>
      <DetailSection title={t`Registered children`}>
        <ul className={page.list}>
          {member.children.length === 0 ? <li className={page.muted}>{t`No child registered.`}</li> : null}
          {member.children.map((c) => (
            <li key={c.id} className={page.listItem}>
              <span>{c.nickname}</span>
              <span className={page.muted}>
                {c.birthDay ? (c.born ? t`Born ${formatKoreanDate(c.birthDay)}` : t`Due ${formatKoreanDate(c.birthDay)}`) : '—'}
              </span>
            </li>
          ))}
        </ul>
      </DetailSection>
      <DetailSection
        title={t`Order items`}
        related={
          <Link className={css.rowLink} to="/admin/payment" search={{ category: 'id', q: member.id }}>
            <Trans>All of this member's payments</Trans>
          </Link>
        }
      >
        <ul className={page.list}>
          {member.orderItems.length === 0 ? <li className={page.muted}>{t`No order yet.`}</li> : null}
          {member.orderItems.map((o) => (
            <li key={o.id} className={page.listItem}>
              <Link className={css.rowLink} to="/admin/payment" search={{ category: 'id', q: member.id, type: o.orderableType }}>
                #{o.id} {i18n._(TYPE_LABELS[o.orderableType])} · {i18n._(ITEM_STATUS_LABELS[o.status])}
              </Link>
              <span className={page.muted}>
                {formatWon(o.amount)} · {formatKoreanDate(o.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      </DetailSection>
      <DetailSection title={t`Coupons held`}>
        <ul className={page.list}>
          {member.coupons.length === 0 ? <li className={page.muted}>{t`No coupon.`}</li> : null}
          {member.coupons.map((c) => (
            <CouponLine key={c.id} coupon={c} />
          ))}
        </ul>
      </DetailSection>
      <DetailSection title={t`Reports against this member`}>
        <ul className={page.list}>
          {member.reports.length === 0 ? <li className={page.muted}>{t`No report.`}</li> : null}
          {member.reports.map((r) => (
            <li key={r.id} className={page.listItem}>
              <span>
                {r.targetKind} #{r.targetId}: {r.reason}
              </span>
              <span className={page.muted}>
                {formatKoreanDate(r.createdAt)} · {r.handled ? t`Handled` : t`Open`}
              </span>
            </li>
          ))}
        </ul>
      </DetailSection>
      <DetailAudit kind="member" id={member.id} />
    </DetailGrid>
  );
}
