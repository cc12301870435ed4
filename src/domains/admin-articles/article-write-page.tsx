import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import * as css from '../admin-kit/admin-list.css.ts';
import { PictureField } from '../admin-kit/picture-field.tsx';
import { BodyField, CheckField, ChoiceField, PublishFields, RecordPreview } from '../admin-kit/record-fields.tsx';
import { RecordFormActions, useRecordSave } from '../admin-kit/record-form.tsx';
import * as formCss from '../admin-kit/record-form.css.ts';
import { RecordPage, RecordWriteForm } from '../admin-kit/record-page.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { TextField } from '../../components/field/text-field.tsx';
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
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import { articleIssues, bodyOf, draftOf, type ArticleDraft, type ArticleField } from './article-form-state.ts';
import { CATEGORY_LABELS, STATUS_LABELS } from './article-labels.ts';
import { adminArticleKeys, adminArticleQuery } from './article-queries.ts';
import './catalog.ts';

/** /admin/care-info/write, and ?articleId=… to change, publish, schedule or hide one (decision 0066). */
export function ArticleWritePage({ articleId }: { articleId: number | undefined }) {
  const { t } = useLingui();
  const existing = useQuery({ ...adminArticleQuery(articleId ?? 0), enabled: articleId !== undefined });
  return (
    <RecordPage
      title={articleId === undefined ? t`Write an article` : t`Edit the article`}
      back={
        <Link className={css.rowLink} to="/admin/care-info" search={articleId === undefined ? {} : { articleId }}>
          <Trans>← Back to the articles</Trans>
        </Link>
      }
    >
      <RecordWriteForm existing={articleId === undefined ? null : existing}>
        {(article) => <ArticleForm key={article?.id ?? 'new'} article={article} />}
      </RecordWriteForm>
    </RecordPage>
  );
}

const pictureProblem = (file: File) => {
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'InvalidFile';
  if (file.size === 0) return 'FileSizeZero';
  return file.size > ARTICLE_PICTURE_LIMIT_BYTES ? 'FileTooLarge' : null;
};

/** A new article needs its picture's token (ArticleCreateBody); a change may keep the picture. */
function send(article: AdminArticleDetail | null, body: ArticleUpdateBody) {
  if (article) return call(adminArticlesApi.updateArticle, { params: { articleId: article.id }, body, navigateOnError: false });
  return call(adminArticlesApi.createArticle, { body: v.parse(ArticleCreateBody, body), navigateOnError: false });
}

function ArticleForm({ article }: { article: AdminArticleDetail | null }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ArticleDraft>(() => draftOf(article));
  const [content, setContent] = useState<{ json: Record<string, unknown> | null; text: string }>({
    json: article?.content ?? null,
    text: article?.contentText ?? '',
  });
  const [token, setToken] = useState<string | undefined>(undefined);
  const [problems, setProblems] = useState<Partial<Record<ArticleField, true>>>({});
  const [previewing, setPreviewing] = useState(false);
  const record = useRecordSave({
    listKey: adminArticleKeys.all,
    savedMessage: t`The article has been saved.`,
    onSaved: (id) => void navigate({ to: '/admin/care-info', search: { articleId: id }, replace: true }),
  });
  const set = <K extends keyof ArticleDraft>(key: K, value: ArticleDraft[K]) => {
    record.markDirty();
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const words = useProblemWords();
  const problem = (field: ArticleField) => (problems[field] ? words[field] : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = bodyOf(draft, content, token ?? (article ? undefined : ''));
    const parsed = article ? v.safeParse(ArticleUpdateBody, body) : v.safeParse(ArticleCreateBody, body);
    if (!parsed.success) {
      setProblems(articleIssues(parsed.issues));
      return;
    }
    setProblems({});
    const checked = parsed.output;
    void record.save(() => send(article, checked));
  }
  return (
    <form className={formCss.form} onSubmit={submit} noValidate aria-label={t`Article form`}>
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
      <div className={formCss.row}>
        <ChoiceField
          label={t`Category`}
          value={draft.category}
          options={ARTICLE_CATEGORIES}
          text={(c) => i18n._(CATEGORY_LABELS[c])}
          onChange={(c) => set('category', c)}
        />
        <CheckField label={t`For pregnancy and birth preparation`} checked={draft.pregnancy} onChange={(on) => set('pregnancy', on)} />
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
      <div className={formCss.row}>
        <ChoiceField
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
          record.markDirty();
          setToken(next);
        }}
      />
      <BodyField
        label={t`Text`}
        editorLabel={t`Article text`}
        placeholder={t`What parents should know, in plain words.`}
        initial={article?.content ?? null}
        error={problem('contentText')}
        onChange={(json, text) => {
          record.markDirty();
          setContent({ json, text });
        }}
      />
      <div className={formCss.row}>
        <PublishFields
          status={draft.status}
          statuses={ARTICLE_STATUSES}
          statusText={(s) => i18n._(STATUS_LABELS[s])}
          onStatus={(s) => set('status', s)}
          publishAt={draft.publishAt}
          onPublishAt={(at) => set('publishAt', at)}
          error={problem('publishAt')}
        />
      </div>
      {previewing ? <RecordPreview title={draft.title} content={content} below={draft.summary} /> : null}
      {Object.keys(problems).length > 0 ? <FormAlert message={t`Please check the marked fields.`} /> : null}
      <RecordFormActions
        failure={record.failure}
        busy={record.busy}
        unsaved={record.unsaved}
        preview={{ on: previewing, toggle: () => setPreviewing((p) => !p) }}
      />
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
