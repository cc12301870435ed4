import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ChildSummary } from '../../contract/child.ts';
import { button } from '../../components/button/button-class.ts';
import { childMessagesQuery, nextOpenMessage, promptText } from './child-words-queries.ts';
import { HomeCard, QueryBody } from '../../components/home-card/home-card.tsx';
import * as css from '../../components/home-card/home-card.css.ts';
import { isBorn } from '../../contract/child.ts';
import '../../components/home-card/catalog.ts';

/** An unanswered child-word prompt for the child's age, with a button to answer it (SPEC §2, decision 0014). */
export function WordCard({ child }: { child: ChildSummary }) {
  const { t, i18n } = useLingui();
  const query = useQuery(childMessagesQuery(child.id));
  const childId = child.id;
  const more = (
    <Link to="/my-page/child-words/$childId" params={{ childId }} className={css.more} aria-label={t`All child words`}>
      <Trans>See all</Trans>
    </Link>
  );
  return (
    <HomeCard title={t`Child words`} icon="chat" more={more}>
      <QueryBody query={query}>
        {(messages) => {
          const open = nextOpenMessage(messages, isBorn(child) ? child.ageInMonths : null);
          if (!open) {
            return (
              <p className={css.note}>
                <Trans>You have answered every question for now. New ones come as your child grows.</Trans>
              </p>
            );
          }
          return (
            <div className={css.body}>
              <p className={css.prompt}>{promptText(open, i18n.locale)}</p>
              <div className={css.actions}>
                <Link to="/my-page/child-words/$childId/write" params={{ childId }} search={{ messageId: open.id }} className={button({ size: 'sm' })}>
                  <Trans>Write an answer</Trans>
                </Link>
              </div>
            </div>
          );
        }}
      </QueryBody>
    </HomeCard>
  );
}
