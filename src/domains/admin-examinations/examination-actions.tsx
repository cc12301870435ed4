import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ActionForm, ActionOutcome } from '../admin-kit/action-form.tsx';
import { AdminField } from '../admin-kit/admin-field.tsx';
import * as css from '../admin-kit/admin-list.css.ts';
import { auditTrailKey } from '../admin-kit/audit-trail.tsx';
import { useAdminAction } from '../admin-kit/use-admin-action.ts';
import { Button } from '../../components/button/button.tsx';
import { adminExaminationsApi, type AdminExaminationDetail, type AdminExaminationRow } from '../../contract/admin-examinations-api.ts';
import { KCDI_DOMAINS, ResultMonths, type KcdiDomain } from '../../contract/examinations.ts';
import { fieldIssue } from '../../lib/forms/validate.ts';
import { PDF_UPLOAD_LIMIT_BYTES } from '../../contract/limits.ts';
import { call } from '../../lib/api/call.ts';
import { upload } from '../../lib/api/upload.ts';
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import { DOMAIN_LABELS } from './examination-labels.ts';
import { adminExaminationKeys } from './examination-queries.ts';
import './catalog.ts';

const refreshOf = (id: number) => ({ done: [adminExaminationKeys.all, auditTrailKey('examination', id)], failed: [adminExaminationKeys.detail(id)] });

/** A mail the sender gave up on (decision 0079) is queued again at the admin's word; shown only then. */
export function MailRetryForm({ examination: e }: { examination: AdminExaminationDetail }) {
  const { t } = useLingui();
  const { busy, result, run } = useAdminAction(refreshOf(e.id));
  if (e.mail?.state !== 'FAILED') return result ? <ActionOutcome result={result} /> : null;
  return (
    <ActionForm
      title={t`The mail could not be sent`}
      result={result}
      onSubmit={() =>
        void run(
          () => call(adminExaminationsApi.retryExaminationMail, { params: { examinationId: e.id }, navigateOnError: false }),
          t`The mail will be sent again.`,
        )
      }
    >
      <Button type="submit" size="sm" busy={busy}>
        <Trans>Send the mail again</Trans>
      </Button>
    </ActionForm>
  );
}

/** The result PDF (SPEC §5: PDF only, not empty, at most 16 MB), checked here before it is sent and again by the server, with progress. */
export function FileForm({ examination: e }: { examination: AdminExaminationRow }) {
  const { t } = useLingui();
  const messageText = useMessageText();
  const { busy, result, run } = useAdminAction(refreshOf(e.id));
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  if (e.status !== 'SENT' && e.status !== 'RESULT' && e.status !== 'EXPIRED') return null;
  const check = (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) return setProblem(null);
    if (chosen.size === 0) return setProblem(messageText('FileSizeZero'));
    if (chosen.size > PDF_UPLOAD_LIMIT_BYTES) return setProblem(messageText('FileTooLarge'));
    if (chosen.type !== 'application/pdf' && !chosen.name.toLowerCase().endsWith('.pdf')) return setProblem(messageText('FileNotPdf'));
    return setProblem(null);
  };
  return (
    <ActionForm
      title={t`Result PDF`}
      result={result}
      onSubmit={() => {
        if (!file || problem) return;
        setProgress(0);
        void run(
          () =>
            upload(adminExaminationsApi.uploadExaminationResult, {
              params: { examinationId: e.id },
              file: new Blob([file], { type: 'application/pdf' }),
              onProgress: setProgress,
              navigateOnError: false,
            }),
          messageText('ExaminationFileRegistered') ?? '',
        ).then(() => setProgress(null));
      }}
    >
      <AdminField label={<Trans>PDF file (up to 16MB)</Trans>} error={problem}>
        {(id, described) => (
          <input
            id={id}
            type="file"
            accept="application/pdf,.pdf"
            className={css.control}
            onChange={(event) => check(event.target.files?.[0] ?? null)}
            {...described}
          />
        )}
      </AdminField>
      <Button type="submit" size="sm" busy={busy} disabled={!file || problem !== null}>
        <Trans>Register the file</Trans>
      </Button>
      {progress !== null ? <progress className={css.progress} aria-label={t`Upload progress`} max={1} value={progress} /> : null}
    </ActionForm>
  );
}

/**
 * The developmental age in months per domain, as the publisher's report gives it; empty ones are left
 * out. Each field is checked with the contract's ResultMonths and says why under it (decision 0082).
 */
export function ResultsForm({ examination: e }: { examination: AdminExaminationRow }) {
  const { t, i18n } = useLingui();
  const messageText = useMessageText();
  const { busy, result, run } = useAdminAction(refreshOf(e.id));
  const [values, setValues] = useState<Partial<Record<KcdiDomain, string>>>(() =>
    Object.fromEntries((e.results ?? []).map((r) => [r.domain, String(r.months)])),
  );
  const [tried, setTried] = useState(false);
  if (e.status === 'PAID' || e.status === 'CANCELED') return null;
  const results = KCDI_DOMAINS.flatMap((domain) => {
    const text = values[domain]?.trim() ?? '';
    return text === '' ? [] : [{ domain, months: Number(text) }];
  });
  const problemOf = (domain: KcdiDomain) => {
    const text = values[domain]?.trim() ?? '';
    if (text === '') return null;
    return /^-?\d+(\.\d+)?$/.test(text) ? fieldIssue(ResultMonths, Number(text), 'InvalidExaminationMonths') : 'InvalidExaminationMonths';
  };
  const none = results.length === 0;
  return (
    <ActionForm
      title={t`Developmental age per area (months)`}
      result={result}
      onSubmit={() => {
        setTried(true);
        if (none || KCDI_DOMAINS.some((domain) => problemOf(domain) !== null)) return;
        void run(
          () => call(adminExaminationsApi.saveExaminationResults, { params: { examinationId: e.id }, body: { results }, navigateOnError: false }),
          t`The results are saved.`,
        );
      }}
    >
      {KCDI_DOMAINS.map((domain) => (
        <AdminField key={domain} label={i18n._(DOMAIN_LABELS[domain])} error={tried ? messageText(problemOf(domain)) : null}>
          {(id, invalid) => (
            <input
              id={id}
              className={css.control}
              inputMode="numeric"
              style={{ width: '6em' }}
              value={values[domain] ?? ''}
              onChange={(event) => setValues((now) => ({ ...now, [domain]: event.target.value }))}
              {...invalid}
            />
          )}
        </AdminField>
      ))}
      <Button type="submit" size="sm" busy={busy}>
        <Trans>Save the results</Trans>
      </Button>
      {none ? (
        <p className={tried ? css.error : css.hint} role={tried ? 'alert' : undefined}>
          {messageText('InvalidExaminationResults')}
        </p>
      ) : null}
    </ActionForm>
  );
}
