import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { isBorn, type ChildSummary } from '../../contract/child.ts';
import { button } from '../../components/button/button-class.ts';
import { Icon } from '../../components/icon/icon.tsx';
import { useOnline } from '../../components/offline-banner/offline-banner.tsx';
import { childrenQuery, meQuery } from '../../lib/auth/session-queries.ts';
import { getChildInfo } from '../../lib/storage/keys.ts';
import { ChildCard, ChildSwitcher } from './child-card.tsx';
import { CardError, HomeCard } from '../../components/home-card/home-card.tsx';
import * as cardCss from '../../components/home-card/home-card.css.ts';
import { homeChild } from './home-model.ts';
import * as css from './home.css.ts';
import { useSelectChild } from '../../lib/auth/use-select-child.ts';
import './catalog.ts';

/**
 * The cards of other domains that /main shows for the child: each domain owns its card, and the
 * route hands them in (decision 0052), as the child page's tabs are.
 */
export type HomeCards = {
  /** Today's diary entry, or the invitation to write it. */
  diary: (child: ChildSummary) => ReactNode;
  /** The one-tap daily log (a born child). */
  careLog: (child: ChildSummary) => ReactNode;
  /** The next vaccination and the next checkup (a born child). */
  vaccinations: (child: ChildSummary) => ReactNode;
  checkups: (child: ChildSummary) => ReactNode;
  /** The latest growth point (a born child). */
  growth: (child: ChildSummary) => ReactNode;
  /** An open child word. */
  word: (child: ChildSummary) => ReactNode;
};

/**
 * /main (SPEC §2): the selected child at a glance — age or D-day, today's diary, the next
 * vaccination and checkup, the latest growth point, an open child word — and switching child.
 * Experts land here too (SPEC §6) and see, instead of the child cards, the diaries waiting for
 * their comment (decision 0027; `expertSection`, given by the route) and the shortcuts. Today's diary
 * is the diary domain's to tell (`useTodayDiary`, given by the route, decision 0053).
 */
export function MainPage({ cards, expertSection }: { cards: HomeCards; expertSection?: ReactNode }) {
  const { t } = useLingui();
  const me = useQuery(meQuery());
  const member = me.data?.role === 'ROLE_MEMBER';
  const children = useQuery({ ...childrenQuery(), enabled: member });
  const child = member ? homeChild(children.data, getChildInfo()) : null;
  const select = useSelectChild();
  const online = useOnline();
  const nickname = me.data?.nickname ?? '';
  useEffect(() => {
    document.title = `${t`Home`} | ${t`Dodam`}`;
  }, [t]);

  const expert = me.data?.role === 'ROLE_EXPERT';
  // Experts comment on requested diaries (SPEC §6); the parents' own pages are not theirs.
  const tiles = expert
    ? ([
        { to: '/community', icon: 'heart', label: t`Community`, note: t`Shared parenting diaries` },
        { to: '/care-info', icon: 'book', label: t`Child-care info`, note: t`Articles for parents` },
        { to: '/my-page', icon: 'user', label: t`My page`, note: t`Profile and settings` },
      ] as const)
    : ([
        { to: '/diary', icon: 'pencil', label: t`Diary`, note: t`Today and past entries` },
        { to: '/care-info', icon: 'book', label: t`Child-care info`, note: t`Tips for this age` },
        { to: '/kcdi', icon: 'puzzle', label: t`Development test`, note: t`K-CDI screening` },
        { to: '/my-page/monthly-report-list', icon: 'chart', label: t`Monthly reports`, note: t`Growth at a glance` },
      ] as const);

  return (
    <div className={css.page}>
      <h1 className={css.greeting}>{nickname ? t`Hello, ${nickname}!` : t`Hello!`}</h1>
      {expert ? <p className={css.intro}>{t`Thank you for caring for Dodam's families. Parents are waiting for your comments.`}</p> : null}
      {expert ? expertSection : null}
      {children.data && children.data.length > 1 ? (
        <ChildSwitcher items={children.data} pendingId={select.pendingId} online={online} onSelect={(c) => void select.select(c)} />
      ) : null}
      {select.error ? <CardError error={select.error} /> : null}
      {child ? <ChildHome key={child.id} child={child} cards={cards} /> : null}
      <nav className={css.grid} aria-label={t`Shortcuts`}>
        {tiles.map((tile) => (
          <Link key={tile.to} to={tile.to} className={css.tile}>
            <Icon name={tile.icon} size={28} className={css.tileIcon} />
            {tile.label}
            <span className={css.muted}>{tile.note}</span>
          </Link>
        ))}
      </nav>
    </div>
  );
}

/** Everything about one child; keyed by the child so that a switch starts every card afresh. */
function ChildHome({ child, cards }: { child: ChildSummary; cards: HomeCards }) {
  const { t } = useLingui();
  return (
    <>
      <ChildCard child={child} />
      {cards.diary(child)}
      {isBorn(child) ? cards.careLog(child) : null}
      <div className={css.cards}>
        {isBorn(child) ? (
          <>
            {cards.vaccinations(child)}
            {cards.checkups(child)}
            {cards.growth(child)}
          </>
        ) : (
          <HomeCard title={t`After birth`} icon="heart">
            <p
              className={cardCss.note}
            >{t`The vaccination and health checkup schedules start at birth. Once the birth is recorded, the next ones appear here with their dates.`}</p>
            <p className={cardCss.note}>{t`Growth records start at birth too, with the WHO percentiles.`}</p>
            <Link
              to="/my-page/child-info/$childId"
              params={{ childId: child.id }}
              search={{ tab: 'profile' }}
              className={`${button({ tone: 'secondary', size: 'sm' })} ${cardCss.start}`}
            >
              <Trans>Record the birth</Trans>
            </Link>
          </HomeCard>
        )}
        {cards.word(child)}
      </div>
    </>
  );
}
