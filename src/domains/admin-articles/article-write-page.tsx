import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import * as css from '../admin-kit/admin-list.css.ts';
import { DetailState } from '../admin-kit/detail-section.tsx';
import { PictureField } from '../admin-kit/picture-field.tsx';
import { Button } from '../../components/button/button.tsx';
import { LeaveGuard } from '../../components/dialog/leave-guard.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { TextField } from '../../components/field/text-field.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { RichTextEditor } from '../../components/rich-text/rich-text-editor.tsx';
import { RichTextView } from '../../components/rich-text/rich-text-view.tsx';
import {
  ARTICLE_AGE_MAX,
  ARTICLE_PICTURE_LIMIT_BYTES,
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TAGS_MAX,
  ARTICLE_TITLE_MAX,
  ArticleCreateBody,
  ArticleUpdateBody,
  adminArticlesApi,
  type AdminArticleDetail,
} from '../../contract/admin-articles-api.ts';
import { ARTICLE_STATUSES } from '../../contract/admin-articles.ts';
import { ARTICLE_CATEGORIES } from '../../contract/care-info-categories.ts';
import { IMAGE_EXTENSIONS } from '../../contract/limits.ts';
import { call } from '../../lib/api/call.ts';
import { upload } from '../../lib/api/upload.ts';
import { useErrorText, useMessageText } from '../../lib/i18n/use-error-text.ts';
import { showFlash } from '../../components/flash/show-flash.ts';
import { articleIssues, bodyOf, draftOf, type ArticleDraft, type ArticleField } from './article-form-state.ts';
import { CATEGORY_LABELS, STATUS_LABELS } from './article-labels.ts';
import { adminArticleKeys, adminArticleQuery } from './article-queries.ts';
import './catalog.ts';

/** /admin/care-info/write, and ?articleId=… to change, publish, schedule or hide one (decision 0066). */
export function ArticleWritePage({ articleId }: { articleId: number | undefined }) {
  const { t } = useLingui();
  const existing = useQuery({ ...adminArticleQuery(articleId ?? 0), enabled: articleId !== undefined });
  return (
    <>
      <PageHeader title={articleId === undefined ? t`Write an article` : t`Edit the article`} />
      <div className={css.page}>
        <Link className={css.rowLink} to="/admin/care-info" search={articleId === undefined ? {} : { articleId }}>
          <Trans>← Back to the articles</Trans>
        </Link>
        {articleId === undefined ? (
          <ArticleForm article={null} />
        ) : (
          <DetailState query={existing}>{(data) => <ArticleForm key={data.id} article={data} />}</DetailState>
        )}
      </div>
    </>
  );
}

const pictureProblem = (file: File) => {
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'InvalidFile';
  if (file.size === 0) return 'FileSizeZero';
  return file.size > ARTICLE_PICTURE_LIMIT_BYTES ? 'FileTooLarge' : null;
};

function ArticleForm({ article }: { article: AdminArticleDetail | null }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ArticleDraft>(() => draftOf(article));
  const [content, setContent] = useState<{ json: Record<string, unknown> | null; text: string }>({
    json: article?.content ?? null,
    text: article?.contentText ?? '',
  });
  const [token, setToken] = useState<string | undefined>(undefined);
  const [problems, setProblems] = useState<Partial<Record<ArticleField, true>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const dirty = useRef(false);
  const saved = useRef(false);
  const set = <K extends keyof ArticleDraft>(key: K, value: ArticleDraft[K]) => {
    dirty.current = true;
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const words = useProblemWords();
  const problem = (field: ArticleField) => (problems[field] ? words[field] : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const body = bodyOf(draft, content, token ?? (article ? undefined : ''));
    const parsed = article ? v.safeParse(ArticleUpdateBody, body) : v.safeParse(ArticleCreateBody, body);
    if (!parsed.success) {
      setProblems(articleIssues(parsed.issues));
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      const answer = article
        ? await call(adminArticlesApi.updateArticle, { params: { articleId: article.id }, body: parsed.output, navigateOnError: false })
        : await call(adminArticlesApi.createArticle, { body: v.parse(ArticleCreateBody, parsed.output), navigateOnError: false });
      saved.current = true;
      await queryClient.invalidateQueries({ queryKey: adminArticleKeys.all });
      showFlash(t`The article has been saved.`);
      void navigate({ to: '/admin/care-info', search: { articleId: answer.id }, replace: true });
    } catch (e) {
      setFailure(errorText(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className={css.page} style={{ padding: 0, maxWidth: 760 }} onSubmit={(e) => void submit(e)} noValidate aria-label={t`Article form`}>
      <TextField label={t`Title`} value={draft.title} maxLength={110} required error={problem('title')} onChange={(e) => set('title', e.target.value)} />
      <TextField
        label={t`Summary`}
        value={draft.summary}
        maxLength={310}
        required
        hint={t`One or two sentences for the feed.`}
        error={problem('summary')}
        onChange={(e) => set('summary', e.target.value)}
      />
      <div className={css.actions} style={{ flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <Choice
          label={t`Category`}
          value={draft.category}
          options={ARTICLE_CATEGORIES}
          text={(c) => i18n._(CATEGORY_LABELS[c])}
          onChange={(c) => set('category', c)}
        />
        <label className={css.actions}>
          <input type="checkbox" checked={draft.pregnancy} onChange={(e) => set('pregnancy', e.target.checked)} />
          {t`For pregnancy and birth preparation`}
        </label>
        {draft.pregnancy ? null : (
          <>
            <TextField
              label={t`From month`}
              inputMode="numeric"
              value={draft.ageFromMonths}
              aria-invalid={problems.ages ? true : undefined}
              onChange={(e) => set('ageFromMonths', e.target.value.replace(/\D/g, ''))}
            />
            <TextField
              label={t`To month`}
              inputMode="numeric"
              value={draft.ageToMonths}
              error={problem('ages')}
              onChange={(e) => set('ageToMonths', e.target.value.replace(/\D/g, ''))}
            />
          </>
        )}
      </div>
      <TextField label={t`Tags (comma-separated)`} value={draft.tags} error={problem('tags')} onChange={(e) => set('tags', e.target.value)} />
      <TextField
        label={t`Vaccines and checkups (comma-separated, e.g. MMR, CHECKUP)`}
        value={draft.scheduleCodes}
        error={problem('scheduleCodes')}
        onChange={(e) => set('scheduleCodes', e.target.value)}
      />
      <div className={css.actions} style={{ flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <Choice
          label={t`Source`}
          value={draft.sourceKind}
          options={['ORIGINAL', 'KOGL'] as const}
          text={(s) => (s === 'KOGL' ? t`Public material (KOGL)` : t`Written for Dodam`)}
          onChange={(s) => set('sourceKind', s)}
        />
        {draft.sourceKind === 'KOGL' ? (
          <TextField
            label={t`Attribution`}
            value={draft.sourceAttribution}
            error={problem('sourceAttribution')}
            onChange={(e) => set('sourceAttribution', e.target.value)}
          />
        ) : null}
      </div>
      <TextField
        label={t`Checked against (public guidance)`}
        value={draft.checkedAgainst}
        error={problem('checkedAgainst')}
        onChange={(e) => set('checkedAgainst', e.target.value)}
      />
      <PictureField
        label={t`Picture (JPG, PNG, GIF or WEBP, up to 10MB)`}
        current={article?.pictureUrl ?? null}
        error={problem('picture') ?? null}
        check={pictureProblem}
        send={async (file, onProgress) => (await upload(adminArticlesApi.uploadArticlePicture, { file, onProgress, navigateOnError: false })).pictureToken}
        onUploaded={(next) => {
          dirty.current = true;
          setToken(next);
        }}
      />
      <div className={css.field}>
        <span className={css.label}>{t`Text`}</span>
        <RichTextEditor
          initial={article?.content ?? null}
          label={t`Article text`}
          placeholder={t`What parents should know, in plain words.`}
          onChange={(json, text) => {
            dirty.current = true;
            setContent({ json, text });
          }}
        />
        {problem('contentText') ? (
          <p className={css.error} role="alert">
            {problem('contentText')}
          </p>
        ) : null}
      </div>
      <div className={css.actions} style={{ flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <Choice label={t`State`} value={draft.status} options={ARTICLE_STATUSES} text={(s) => i18n._(STATUS_LABELS[s])} onChange={(s) => set('status', s)} />
        <TextField
          label={t`Publish time (Korea time)`}
          type="datetime-local"
          value={draft.publishAt}
          hint={t`Empty: now. A later time schedules it.`}
          error={problem('publishAt')}
          onChange={(e) => set('publishAt', e.target.value)}
        />
      </div>
      {previewing ? (
        <section className={css.field} aria-label={t`Preview`} style={{ border: '1px dashed', borderRadius: 10, padding: 16, maxWidth: 480 }}>
          <h2>{draft.title || t`(no title)`}</h2>
          <p className={css.hint}>{draft.summary}</p>
          <RichTextView content={content.json} fallback={content.text} />
        </section>
      ) : null}
      {Object.keys(problems).length > 0 ? <FormAlert message={t`Please check the marked fields.`} /> : null}
      <FormAlert message={failure} />
      <div className={css.actions}>
        <Button type="button" tone="secondary" aria-pressed={previewing} onClick={() => setPreviewing((p) => !p)}>
          {t`Preview`}
        </Button>
        <Button type="submit" busy={busy}>
          <Trans>Save</Trans>
        </Button>
      </div>
      <LeaveGuard pending={() => dirty.current && !saved.current} />
    </form>
  );
}

/** What each refused field says under it (the contract's rules in words). */
function useProblemWords(): Record<ArticleField, string> {
  const { t } = useLingui();
  const messageText = useMessageText();
  return {
    title: t`Enter a title of up to ${ARTICLE_TITLE_MAX} characters.`,
    summary: t`Enter a summary of up to ${ARTICLE_SUMMARY_MAX} characters.`,
    ages: messageText('InvalidArticleAges') ?? t`Enter the ages in whole months from 0 to ${ARTICLE_AGE_MAX}.`,
    tags: t`Up to ${ARTICLE_TAGS_MAX} tags of up to 20 characters each, separated by commas.`,
    scheduleCodes: t`Use codes of 2 to 10 Latin letters (e.g. MMR, CHECKUP), up to 10, separated by commas.`,
    sourceAttribution: t`Public (KOGL) material needs its attribution, up to 200 characters.`,
    checkedAgainst: t`Keep it to 200 characters.`,
    picture: t`Choose a picture for the article.`,
    contentText: t`Write the article text.`,
    publishAt: t`Enter a valid date and time.`,
  };
}

/** A labelled select of fixed values. */
function Choice<T extends string>({
  label,
  value,
  options,
  text,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  text: (option: T) => string;
  onChange: (option: T) => void;
}) {
  return (
    <label className={css.field}>
      <span className={css.label}>{label}</span>
      <select className={css.control} value={value} onChange={(e) => onChange(options.find((o) => o === e.target.value) ?? value)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {text(o)}
          </option>
        ))}
      </select>
    </label>
  );
}
