import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { formatPhone } from '../../lib/forms/phone.ts';
import { formatKoreanDate } from '../../contract/calendar/format.ts';
import { meQuery } from '../../lib/auth/session-queries.ts';
import { linkedProviders } from './linked-providers.ts';
import './catalog.ts';

/** /my-page/basic-info: the user's fields (SPEC §3 User). */
export function BasicInfoPage() {
  const { t } = useLingui();
  const me = useQuery(meQuery());
  const user = me.data;
  const none = t`Not set`;
  const rows = user
    ? [
        { term: t`ID`, value: user.userId ?? t`Social sign-in only` },
        { term: t`Name`, value: user.name ?? none },
        { term: t`Nickname`, value: user.nickname ?? none },
        { term: t`Birth date`, value: user.birthDate ? formatKoreanDate(user.birthDate) : none },
        { term: t`Mobile phone`, value: user.phone ? `${formatPhone(user.phone)}${user.phoneVerified ? ` (${t`Verified`})` : ''}` : none },
        { term: t`Email`, value: user.email ?? none },
        { term: t`Member type`, value: user.roleValue },
        { term: t`Status`, value: user.statusValue },
        { term: t`Signed in with`, value: user.currentRegistrationId ?? t`ID and password` },
        {
          term: t`Linked accounts`,
          value:
            linkedProviders(user)
              .map((provider) => (provider === 'KAKAO' ? t`Kakao` : t`Naver`))
              .join(', ') || t`None linked`,
        },
      ]
    : [];
  return (
    <>
      <PageHeader title={t`Basic information`} back="/my-page" />
      <div className={page.body}>
        {me.isPending ? (
          <Spinner />
        ) : (
          <section className={page.card}>
            <dl className={page.definition}>
              {rows.map((row) => (
                <div key={row.term} className={page.contents}>
                  <dt className={page.term}>{row.term}</dt>
                  <dd className={page.value}>{row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        <Link to="/my-page/profile">
          <Trans>Edit profile</Trans>
        </Link>
      </div>
    </>
  );
}
