import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { RichTextView } from '../../components/rich-text/rich-text-view.tsx';
import type { AuditResourceKind } from '../../contract/audit.ts';
import * as css from './admin-list.css.ts';
import { DetailAudit, DetailFacts, DetailGrid, DetailSection, RelatedLink } from './detail-section.tsx';
import './catalog.ts';

type Props = {
  /** The facts card's heading (공지, 상품, 글). */
  title: string;
  /** The record where members read it, while they can; null while they cannot. */
  membersHref: string | null;
  picture?: { src: string; alt: string };
  facts: readonly (readonly [string, ReactNode])[];
  /** Edit, delete and the record's own actions. */
  actions: ReactNode;
  /** The text as members read it, under its heading. */
  body: { title: string; content: Record<string, unknown> | null; fallback: string };
  audit: { kind: AuditResourceKind; id: number };
};

/**
 * The detail view of a record written for members (a notice, a product, an article; decisions
 * 0064–0066): its facts with the way to it as members see it, its actions, its text, its changes.
 */
export function WrittenRecordDetail({ title, membersHref, picture, facts, actions, body, audit }: Props) {
  const { t } = useLingui();
  return (
    <DetailGrid>
      <DetailSection title={title} related={membersHref ? <RelatedLink href={membersHref}>{t`As members see it`}</RelatedLink> : null}>
        {picture ? <img className={css.picture} src={picture.src} alt={picture.alt} width={240} height={240} /> : null}
        <DetailFacts rows={facts} />
      </DetailSection>
      <DetailSection title={t`Actions`}>{actions}</DetailSection>
      <DetailSection title={body.title} wide>
        <RichTextView content={body.content} fallback={body.fallback} />
      </DetailSection>
      <DetailAudit kind={audit.kind} id={audit.id} />
    </DetailGrid>
  );
}
