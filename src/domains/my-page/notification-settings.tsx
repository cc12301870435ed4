import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accountApi } from '../../contract/account-api.ts';
import type { User } from '../../contract/user.ts';
import { Button } from '../../components/button/button.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import * as page from '../../components/page/page.css.ts';
import { Switch } from '../../components/switch/switch.tsx';
import { call } from '../../lib/api/call.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { sessionKeys } from '../../lib/auth/session-queries.ts';
import * as css from './my-page.css.ts';
import { unsubscribeThisDevice } from '../../lib/pwa/push-device.ts';
import { PushSetupError, pushSupport, subscribeThisDevice, thisDeviceSubscribed, type PushProblem } from './web-push.ts';
import './catalog.ts';
import { formatKoreanTime } from '../../contract/time-of-day.ts';

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
  const device = useQuery({ queryKey: ['push', 'this-device'], queryFn: thisDeviceSubscribed, staleTime: Infinity });
  // On: this device's permission and subscription first, then the account switch. Off: the account
  // switch, then this device is forgotten (a failure there leaves nothing to send: the switch is off).
  const push = useMutation({
    mutationFn: async (enabled: boolean) => {
      if (enabled) await subscribeThisDevice();
      await call(accountApi.pushNoti, { body: { enabled } });
      if (!enabled) await unsubscribeThisDevice().catch(() => undefined);
    },
    onSuccess: (_, enabled) => patch({ pushNotiEnabled: enabled }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['push', 'this-device'] }),
  });
  const problem: PushProblem | null = push.error instanceof PushSetupError ? push.error.problem : null;
  const problemText: Record<PushProblem, string> = {
    unsupported: t`This browser cannot receive notifications. Please use a recent Chrome, Edge, Firefox or Safari.`,
    'ios-install': t`On iPhone and iPad, notifications work only in the app added to the home screen: tap Share, then "Add to Home Screen", and turn them on from there.`,
    denied: t`Notifications are blocked for this site. Allow them in the browser's site settings (the icon next to the address) or in the phone's app settings, then try again.`,
    dismissed: t`Notifications were not allowed. Turn the switch on again and choose "Allow".`,
    'no-worker': t`The app is not ready to receive notifications yet. Reload the page and try again.`,
    failed: t`Could not reach the browser's notification service. Check the connection and try again.`,
  };
  const notHere = user.pushNotiEnabled && device.data === false && !push.isPending;
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
        {notHere ? (
          <li className={page.listItem}>
            <span className={page.muted}>
              {pushSupport() === 'ok' ? (
                <Trans>This device does not receive notifications yet.</Trans>
              ) : (
                problemText[pushSupport() === 'ios-install' ? 'ios-install' : 'unsupported']
              )}
            </span>
            {pushSupport() === 'ok' ? (
              <Button size="sm" tone="ghost" className={css.keepWhole} onClick={() => push.mutate(true)}>
                <Trans>Receive here</Trans>
              </Button>
            ) : null}
          </li>
        ) : null}
        {member ? (
          <li className={page.listItem}>
            <span className={css.rowText}>
              <label htmlFor="diary-time">
                <Trans>Diary reminder</Trans>
              </label>
              <span className={page.muted}>{user.diaryNotiTime ? t`Every day at ${formatKoreanTime(user.diaryNotiTime)} (Korea time)` : t`Off`}</span>
              {user.diaryNotiTime && !user.pushNotiEnabled ? (
                <span className={page.muted}>
                  <Trans>Sent as a push notification: turn push notifications on to receive it.</Trans>
                </span>
              ) : null}
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
      <FormAlert message={problem ? problemText[problem] : errorText(phone.error ?? push.error ?? diary.error)} />
    </section>
  );
}
