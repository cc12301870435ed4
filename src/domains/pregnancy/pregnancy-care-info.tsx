import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { careInfoApi } from '../../contract/care-info-api.ts';
import { button } from '../../components/button/button-class.ts';
import * as page from '../../components/page/page.css.ts';
import { call } from '../../lib/api/call.ts';
import * as css from './pregnancy.css.ts';
import './catalog.ts';

/** The first few of the care info written for pregnancy and birth preparation. */
const SHOWN = 3;

/**
 * Care info for the pregnancy's weeks (decision 0100): the newest articles of the PREGNANCY level
 * beside the diary, and the way to all of them. Offline the service worker answers from what it saved.
 */
export function PregnancyCareInfo() {
  const { t } = useLingui();
  const feed = useQuery({
    queryKey: ['pregnancy', 'care-info'],
    networkMode: 'offlineFirst',
    queryFn: () => call(careInfoApi.articles, { query: { level: 'PREGNANCY' }, navigateOnError: false }),
  });
  const articles = feed.data?.articles.slice(0, SHOWN) ?? [];
  return (
    <div className={css.stack}>
      {articles.length > 0 ? (
        <ul className={css.articles} aria-labelledby="pregnancy-care-info">
          {articles.map((article) => (
            <li key={article.id}>
              <Link to="/care-info/article/$articleId" params={{ articleId: article.id }} className={css.article}>
                <strong>{article.title}</strong>
                <span className={page.muted}>{article.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Link to="/care-info" search={{}} className={button({ tone: 'secondary', size: 'sm' })}>
        {t`All care info for these weeks`}
      </Link>
    </div>
  );
}
