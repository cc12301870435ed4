import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ChildAge } from '../../components/child/child-age.tsx';
import { formatKoreanDate } from '../../lib/i18n/dates.ts';
import { childrenQuery, meQuery } from '../../lib/query/session-queries.ts';
import { getChildInfo } from '../../lib/storage/keys.ts';
import * as css from './home.css.ts';
import { Icon } from '../../components/icon/icon.tsx';
import './catalog.ts';

/** /main: greets the member with the selected child's age (SPEC §4). */
export function MainPage() {
  const { t } = useLingui();
  const me = useQuery(meQuery());
  // Only members have children (SPEC §6); experts land here too.
  const children = useQuery({ ...childrenQuery(), enabled: me.data?.role === 'ROLE_MEMBER' });
  const stored = me.data?.role === 'ROLE_MEMBER' ? getChildInfo() : null;
  const selected = children.data?.find((child) => child.selected);
  const child = selected ?? (stored ? { ...stored, born: true, birthDueDate: null } : null);
  const nickname = me.data?.nickname ?? '';
  useEffect(() => {
    document.title = `${t`Home`} | ${t`Dodam`}`;
  }, [t]);

  const tiles = [
    { to: '/diary/write', icon: 'pencil', label: t`Write a diary`, note: t`Record today` },
    { to: '/care-info', icon: 'book', label: t`Child-care info`, note: t`Tips for this age` },
    { to: '/kcdi', icon: 'puzzle', label: t`Development test`, note: t`K-CDI screening` },
    { to: '/my-page/monthly-report-list', icon: 'chart', label: t`Monthly reports`, note: t`Growth at a glance` },
  ] as const;

  return (
    <div className={css.page}>
      <h1 className={css.greeting}>{nickname ? t`Hello, ${nickname}!` : t`Hello!`}</h1>
      {child ? (
        <section className={css.childCard} aria-label={t`Selected child`}>
          {child.profileImageURL ? (
            <img className={css.avatar} src={child.profileImageURL} alt="" />
          ) : (
            <span className={css.avatar}>
              <Icon name={child.born ? 'baby' : 'heart'} size={36} />
            </span>
          )}
          <div>
            <p className={css.childName}>{child.nickname}</p>
            <p className={css.age}>
              <ChildAge child={child} />
            </p>
            {!child.born && child.birthDueDate ? <p className={css.muted}>{t`Due on ${formatKoreanDate(child.birthDueDate)}`}</p> : null}
            <Link to="/my-page/child-list" className={css.muted}>
              <Trans>Change child</Trans>
            </Link>
          </div>
        </section>
      ) : null}
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
