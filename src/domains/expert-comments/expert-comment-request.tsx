import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { couponLastDay } from '../../contract/coupons.ts';
import { expertCommentsApi } from '../../contract/expert-comments-api.ts';
import type { DiaryExpertComment } from '../../contract/expert-comments.ts';
import { PRICES } from '../../contract/limits.ts';
import { Button } from '../../components/button/button.tsx';
import { button } from '../../components/button/button-class.ts';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { call } from '../../lib/api/call.ts';
import { formatKoreanDate, formatKoreanDateTime } from '../../contract/calendar/format.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { availableCouponsQuery, diaryExpertCommentQuery, expertCommentKeys, invalidateExpertComments } from './expert-comment-queries.ts';
import { meQuery } from '../../lib/auth/session-queries.ts';
import { setPayment } from '../../lib/payment/payment-draft.ts';
import { expertCommentPaymentDraft } from './expert-comment-draft.ts';
import * as css from './expert-comment.css.ts';
import './catalog.ts';
import { formatNumber } from '../../lib/i18n/numbers.ts';

/**
 * "전문가 코멘트 받기" on the member's read page (decision 0027): with a coupon (confirmed first) or by
 * paying DIARY_COMMENT, then the request's state until the expert's comment arrives.
 */
export function ExpertCommentRequest({ diaryId }: { diaryId: number }) {
  const { t } = useLingui();
  const status = useQuery(diaryExpertCommentQuery(diaryId));
  const errorText = useErrorText();
  return (
    <section className={css.card} aria-labelledby="expert-comment-title">
      <h3 id="expert-comment-title" className={css.cardTitle}>
        <span className={css.expertBadge} aria-hidden="true">
          {t`Expert`}
        </span>
        {t`Expert comment`}
      </h3>
      {status.isPending ? <Spinner /> : null}
      <FormAlert message={errorText(status.error)} />
      {status.data ? <StatusBody diaryId={diaryId} status={status.data} /> : null}
    </section>
  );
}

function StatusBody({ diaryId, status }: { diaryId: number; status: DiaryExpertComment }) {
  const { t } = useLingui();
  if (status.status === 'WRITTEN') {
    return (
      <>
        <p className={css.lead}>{t`The expert's comment has arrived.`}</p>
        <Link to="/diary/read/$diaryId/comments" params={{ diaryId }} className={`${button({ tone: 'primary' })} ${css.alignStart}`}>
          {t`Read the expert comment`}
        </Link>
      </>
    );
  }
  if (status.status === 'REQUESTED') {
    const at = status.requestedAt ? formatKoreanDateTime(status.requestedAt) : '';
    return (
      <div role="status" className={css.waiting}>
        <p className={css.lead}>{t`The expert is preparing a comment.`}</p>
        <p className={page.muted}>
          {status.via === 'COUPON' ? t`Requested with a coupon · ${at}` : t`Requested by payment · ${at}`}
          <br />
          {t`We will let you know when it arrives.`}
        </p>
      </div>
    );
  }
  return <AskOptions diaryId={diaryId} />;
}

/** NONE: the two ways to ask, shown after "전문가 코멘트 받기". */
function AskOptions({ diaryId }: { diaryId: number }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const coupons = useQuery({ ...availableCouponsQuery(), enabled: open });
  const me = useQuery(meQuery());
  const coupon = coupons.data?.[0];
  const left = coupons.data?.length ?? 0;
  const price = formatNumber(PRICES.DIARY_COMMENT);

  const spend = useMutation({
    mutationFn: () => call(expertCommentsApi.requestExpertCommentWithCoupon, { params: { id: diaryId }, headers: { 'Idempotency-Key': crypto.randomUUID() } }),
    onSuccess: async (answer) => {
      setConfirm(false);
      queryClient.setQueryData(expertCommentKeys.status(diaryId), answer);
      await invalidateExpertComments(queryClient);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: expertCommentKeys.availableCoupons }),
  });

  /** SPEC §3 payment draft, then /payments (the payment pages confirm and come back to nextUrl). */
  async function pay() {
    setPayError(null);
    try {
      await setPayment(expertCommentPaymentDraft(diaryId, me.data));
      await navigate({ to: '/payments' });
    } catch {
      setPayError(t`The payment could not be started. Please try again.`);
    }
  }

  if (!open) {
    return (
      <>
        <p className={page.muted}>{t`A child-care expert reads this entry and leaves a comment just for you.`}</p>
        <Button tone="primary" onClick={() => setOpen(true)} aria-expanded={false}>
          <Trans>Get an expert comment</Trans>
        </Button>
      </>
    );
  }
  return (
    <>
      <p className={page.muted}>{t`Choose how to request it. One comment per entry.`}</p>
      {coupons.isPending ? <Spinner /> : null}
      <FormAlert message={errorText(coupons.error)} />
      <div className={css.options}>
        {coupon ? (
          <Button
            tone="primary"
            onClick={() => {
              spend.reset();
              setConfirm(true);
            }}
          >
            {t`Use a coupon (${left} left)`}
          </Button>
        ) : null}
        <Button tone={coupon ? 'secondary' : 'primary'} onClick={() => void pay()}>
          {t`Pay ${price} won`}
        </Button>
      </div>
      {coupons.isSuccess && !coupon ? <p className={page.muted}>{t`You have no comment coupon to use right now.`}</p> : null}
      <FormAlert message={payError ?? errorText(confirm ? null : spend.error)} />
      <ConfirmDialog
        open={confirm}
        title={t`Use a coupon for an expert comment?`}
        confirmLabel={t`Use coupon`}
        busy={spend.isPending}
        onConfirm={() => spend.mutate()}
        onCancel={() => setConfirm(false)}
      >
        {coupon ? <CouponNote name={coupon.name} expiresAt={coupon.expiresAt} /> : null}
        <FormAlert message={errorText(spend.error)} />
      </ConfirmDialog>
    </>
  );
}

function CouponNote({ name, expiresAt }: { name: string; expiresAt: string }) {
  const { t } = useLingui();
  const until = formatKoreanDate(couponLastDay(expiresAt));
  return <p>{t`${name} (usable until ${until}) will be used. A used coupon cannot be returned.`}</p>;
}
