import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { Button } from '../../components/button/button.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import * as field from '../../components/field/field.css.ts';
import { TextField } from '../../components/field/text-field.tsx';
import { CONSULTATION_CONTENT_MAX, CONSULTATION_TIMES, type ConsultationTime } from '../../contract/consultations.ts';
import { PRICES } from '../../contract/limits.ts';
import { MemberPhone } from '../../contract/user.ts';
import { childrenQuery, meQuery } from '../../lib/auth/session-queries.ts';
import { formatPhone, typePhone } from '../../lib/forms/phone.ts';
import { formatNumber } from '../../lib/i18n/numbers.ts';
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import { setPayment } from '../../lib/payment/payment-draft.ts';
import { newPaymentDraft } from '../../lib/payment/start-payment.ts';
import { CONSULTATION_TIME_LABELS } from './consultation-labels.ts';
import * as css from './counsel.css.ts';
import './catalog.ts';

type Problems = { phone?: string; content?: string; children?: string; payment?: string };

/** The request: the child, the number the expert calls, what to talk about, when; then the payment (SPEC §3 payment draft). */
export function CounselForm() {
  const { t, i18n } = useLingui();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const me = useQuery({ ...meQuery(false), staleTime: 60_000 });
  const kids = useQuery(childrenQuery(false));
  const [childId, setChildId] = useState<number | null>(null);
  const [phone, setPhone] = useState<string | null>(null);
  const [content, setContent] = useState('');
  const [times, setTimes] = useState<ConsultationTime[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const ids = { child: useId(), content: useId(), times: useId() };
  const chosen = childId ?? me.data?.selectedChildId ?? kids.data?.[0]?.id ?? null;
  const number = phone ?? formatPhone(me.data?.phone);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Problems = {};
    if (chosen === null) found.children = t`Add your child first on My page.`;
    if (!v.safeParse(MemberPhone, number).success) found.phone = messageText('InvalidMemberPhone') ?? '';
    if (content.trim() === '') found.content = t`Please write what you would like to talk about.`;
    else if (content.trim().length > CONSULTATION_CONTENT_MAX) found.content = t`Please keep it within ${formatNumber(CONSULTATION_CONTENT_MAX)} characters.`;
    setProblems(found);
    if (Object.keys(found).length > 0 || chosen === null) return;
    setBusy(true);
    try {
      const draft = newPaymentDraft({
        orderableDtype: 'CONSULTATION',
        targetId: chosen,
        backUrl: '/main/counsel',
        nextUrl: '/main/counsel',
        consultationPhone: number,
        consultationContent: content.trim(),
        consultationTimes: times,
        customer: me.data,
      });
      await setPayment(draft);
      await navigate({ to: '/payments' });
    } catch {
      setProblems({ payment: t`The payment could not be prepared. Please try again.` });
      setBusy(false);
    }
  }

  const toggle = (time: ConsultationTime) => setTimes((now) => (now.includes(time) ? now.filter((x) => x !== time) : [...now, time]));
  return (
    <form className={css.card} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="counsel-form-title">
      <h2 id="counsel-form-title" className={field.label} style={{ fontSize: '1.05rem' }}>
        <Trans>Request a consultation</Trans>
      </h2>
      <div className={field.field}>
        <label className={field.label} htmlFor={ids.child}>
          <Trans>Child</Trans>
        </label>
        <select id={ids.child} className={css.textarea} style={{ minHeight: 44 }} value={chosen ?? ''} onChange={(e) => setChildId(Number(e.target.value))}>
          {(kids.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.nickname}
            </option>
          ))}
        </select>
        {problems.children ? (
          <p className={field.error} role="alert">
            {problems.children}
          </p>
        ) : null}
      </div>
      <TextField
        label={t`Phone for the consultation`}
        value={number}
        inputMode="tel"
        autoComplete="tel"
        placeholder="010-1234-5678"
        hint={t`The expert calls this number.`}
        error={problems.phone}
        onChange={(e) => setPhone(typePhone(e.target.value))}
      />
      <div className={field.field}>
        <label className={field.label} htmlFor={ids.content}>
          <Trans>What would you like to talk about?</Trans>
        </label>
        <textarea
          id={ids.content}
          className={css.textarea}
          value={content}
          maxLength={CONSULTATION_CONTENT_MAX}
          placeholder={t`e.g. My baby wakes up often at night since starting solids.`}
          aria-invalid={problems.content ? true : undefined}
          aria-describedby={`${ids.content}-msg`}
          onChange={(e) => setContent(e.target.value)}
        />
        <p id={`${ids.content}-msg`} className={problems.content ? field.error : field.hint} role={problems.content ? 'alert' : undefined}>
          {problems.content ?? `${formatNumber(content.length)} / ${formatNumber(CONSULTATION_CONTENT_MAX)}`}
        </p>
      </div>
      <fieldset className={css.times} aria-describedby={`${ids.times}-hint`}>
        <legend className={field.label}>
          <Trans>When would suit you? (optional)</Trans>
        </legend>
        {CONSULTATION_TIMES.map((time) => (
          <label key={time} className={css.time}>
            <input type="checkbox" className={field.checkbox} checked={times.includes(time)} onChange={() => toggle(time)} />
            {i18n._(CONSULTATION_TIME_LABELS[time])}
          </label>
        ))}
        <p id={`${ids.times}-hint`} className={field.hint}>
          <Trans>We will send you the time we set by text message.</Trans>
        </p>
      </fieldset>
      <FormAlert message={problems.payment ?? null} />
      <Button type="submit" block busy={busy}>
        {t`Pay ${formatNumber(PRICES.CONSULTATION)} won and request`}
      </Button>
    </form>
  );
}
