import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../components/page/page-header.tsx';
import * as css from './legal.css.ts';
import './catalog.ts';

export type LegalSection = { heading: string; paragraphs?: readonly string[]; items?: readonly string[] };
export type LegalText = { effectiveDate: string; intro: string; sections: readonly LegalSection[] };

/** Renders a legal document. The binding text is Korean (the service is offered in Korea). */
export function LegalDocument({ title, text }: { title: string; text: LegalText }) {
  const { i18n } = useLingui();
  return (
    <>
      <PageHeader title={title} back />
      <article className={css.doc} lang="ko">
        <p className={css.meta}>시행일: {text.effectiveDate}</p>
        {i18n.locale !== 'ko' ? (
          <p className={css.notice} lang={i18n.locale}>
            <Trans>This document is provided in Korean, the language of the binding text.</Trans>
          </p>
        ) : null}
        <p>{text.intro}</p>
        {text.sections.map((section) => (
          <section key={section.heading} className={css.section}>
            <h2 className={css.heading}>{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items ? (
              <ul className={css.list}>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </>
  );
}
