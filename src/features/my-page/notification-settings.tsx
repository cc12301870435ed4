import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accountApi } from '../../contract/account-api.ts';
import type { User } from '../../contract/user.ts';
import { Button } from '../../components/button/button.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import * as page from '../../components/page/page.css.ts';
import { Switch } from '../../components/switch/switch.tsx';
import { call } from '../../lib/api/call.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { sessionKeys } from '../../lib/query/session-queries.ts';
import * as css from './my-page.css.ts';
import './catalog.ts';

type Patch = Partial<Pick<User, 'phoneNotiEnabled' | 'pushNotiEnabled' | 'diaryNotiTime'>>;

export function NotificationSettings({ user }: { user: User }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [time, setTime] = useState(user.diaryNotiTime ?? '21:00');
  const patch = (change: Patch) => queryClient.setQueryData<User>(sessionKeys.me, (current) => (current ? { ...current, ...change } : current));

  const phone = useMutation({
    mutationFn: (enabled: boolean) => call(accountApi.phoneNoti, { body: { enabled } }),
    onSuccess: (_, enabled) => patch({ phoneNotiEnabled: enabled }),
  });
  const push = useMutation({
    mutationFn: (enabled: boolean) => call(accountApi.pushNoti, { body: { enabled } }),
    onSuccess: (_, enabled) => patch({ pushNotiEnabled: enabled }),
  });
  const diary = useMutation({
    mutationFn: (diaryNotiTime: string | null) => call(accountApi.diaryNotiTime, { body: { diaryNotiTime } }),
    onSuccess: (_, diaryNotiTime) => patch({ diaryNotiTime }),
  });
  const member = user.role === 'ROLE_MEMBER';

  return (
    <section className={page.card} aria-labelledby="noti-title">
      <h2 id="noti-title" className={page.sectionTitle}>
        <Trans>Notifications</Trans>
      </h2>
      <ul className={page.list}>
        <li className={page.listItem}>
          <span className={css.rowText}>
            <Trans>Text message notifications</Trans>
          </span>
          <Switch label={t`Text message notifications`} checked={user.phoneNotiEnabled} disabled={phone.isPending} onChange={(value) => phone.mutate(value)} />
        </li>
        <li className={page.listItem}>
          <span className={css.rowText}>
            <Trans>Push notifications</Trans>
          </span>
          <Switch label={t`Push notifications`} checked={user.pushNotiEnabled} disabled={push.isPending} onChange={(value) => push.mutate(value)} />
        </li>
        {member ? (
          <li className={page.listItem}>
            <span className={css.rowText}>
              <label htmlFor="diary-time">
                <Trans>Diary reminder</Trans>
              </label>
              <span className={page.muted}>
                {user.diaryNotiTime ? t`Every day at ${user.diaryNotiTime} (Korea time)` : t`Off`}
              </span>
            </span>
            <span className={css.timeRow}>
              <input id="diary-time" type="time" className={css.timeInput} value={time} onChange={(event) => setTime(event.target.value)} />
              <Button size="sm" busy={diary.isPending} disabled={!/^\d{2}:\d{2}$/.test(time)} onClick={() => diary.mutate(time)}>
                <Trans>Set</Trans>
              </Button>
              {user.diaryNotiTime ? (
                <Button size="sm" tone="ghost" disabled={diary.isPending} onClick={() => diary.mutate(null)}>
                  <Trans>Turn off</Trans>
                </Button>
              ) : null}
            </span>
          </li>
        ) : null}
      </ul>
      <FormAlert message={errorText(phone.error ?? push.error ?? diary.error)} />
    </section>
  );
}
