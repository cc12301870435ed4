import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/button/button.tsx';
import { chipTone } from '../../components/chip/chip.css.ts';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import type { MemberInquiry } from '../../contract/inquiries.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import * as css from './inquiries.css.ts';
import { InquiryDetail } from './inquiry-detail.tsx';
import { InquiryForm } from './inquiry-form.tsx';
import { STATUS_LABELS, TOPIC_LABELS } from './inquiry-labels.ts';
import { myInquiriesQuery } from './inquiry-queries.ts';
import './catalog.ts';

type Props = {
  /** The inquiry open now (the URL's on /my-page/inquiry, the page's own state on /error/032). */
  openId: number | undefined;
  onOpen: (id: number | undefined) => void;
};

/**
 * The member's 1:1 inquiries (decision 0072): the list with each one's state and a dot on an unread
 * answer, the form, and one inquiry with its answer. Used by /my-page/inquiry and, for a restricted
 * member, by /error/032 (SPEC §2: they can still reach the operator).
 */
export function InquiryDesk({ openId, onOpen }: Props) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const mine = useQuery(myInquiriesQuery());
  const [writing, setWriting] = useState(false);
  const [photoFailed, setPhotoFailed] = useState(false);
  if (openId !== undefined)
    return (
      <>
        <Button tone="ghost" className={css.back} onClick={() => onOpen(undefined)}>
          <Trans>← All my inquiries</Trans>
        </Button>
        <InquiryDetail inquiryId={openId} photoFailed={photoFailed} />
      </>
    );
  const data = mine.data;
  const showForm = writing || data?.inquiries.length === 0;
  return (
    <>
      {showForm && data ? (
        <InquiryForm
          full={data.open >= data.openMax}
          onSent={(id, failed) => {
            setPhotoFailed(failed);
            setWriting(false);
            onOpen(id);
          }}
        />
      ) : null}
      <section className={css.card} aria-labelledby="inquiry-mine">
        <div className={css.itemHead}>
          <h2 id="inquiry-mine" className={`${page.sectionTitle} ${css.grow}`} style={{ margin: 0 }}>
            <Trans>My inquiries</Trans>
          </h2>
          {!showForm && data ? (
            <Button size="sm" onClick={() => setWriting(true)}>
              <Trans>Write an inquiry</Trans>
            </Button>
          ) : null}
        </div>
        {mine.isPending ? <Spinner /> : null}
        {mine.error ? <p role="alert">{errorText(mine.error)}</p> : null}
        {data?.inquiries.length === 0 ? (
          <p className={css.meta}>
            <Trans>No inquiry yet.</Trans>
          </p>
        ) : null}
        {data && data.inquiries.length > 0 ? (
          <ul className={page.list} aria-label={t`My inquiries`}>
            {data.inquiries.map((q) => (
              <Row key={q.id} inquiry={q} onOpen={() => onOpen(q.id)} />
            ))}
          </ul>
        ) : null}
      </section>
    </>
  );
}

function Row({ inquiry: q, onOpen }: { inquiry: MemberInquiry; onOpen: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <li>
      <button type="button" className={css.item} onClick={onOpen}>
        <span className={css.itemHead} style={{ width: '100%' }}>
          <strong className={css.grow}>{i18n._(TOPIC_LABELS[q.topic])}</strong>
          {q.answerUnread ? (
            <>
              <span className={css.dot} aria-hidden="true" data-testid="inquiry-unread" />
              <span className="visually-hidden">{t`New answer`}</span>
            </>
          ) : null}
          <span className={q.status === 'ANSWERED' ? chipTone.success : chipTone.neutral}>{i18n._(STATUS_LABELS[q.status])}</span>
        </span>
        <span className={`${css.preview} ${css.grow}`} style={{ width: '100%' }}>
          {q.content}
        </span>
        <span className={css.meta}>{formatKoreanDateTime(q.createdAt)}</span>
      </button>
    </li>
  );
}

/** The desk whose open inquiry is its own state: /error/032 has no URL of its own to keep it in. */
export function InquiryDeskHere() {
  const [openId, setOpenId] = useState<number | undefined>(undefined);
  return <InquiryDesk openId={openId} onOpen={setOpenId} />;
}
