import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { accountApi } from '../../contract/account-api.ts';
import { KoreanNickname, LoginId, Password } from '../../contract/user.ts';
import { Button } from '../../components/button/button.tsx';
import { formStack } from '../../components/field/field.css.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { TextField } from '../../components/field/text-field.tsx';
import { call } from '../../lib/api/call.ts';
import { startSession } from '../../lib/auth/session.ts';
import { fieldIssue } from '../../lib/forms/validate.ts';
import { useLazyErrorTexts } from './lazy-error-texts.ts';
import { clearJoinDraft, readJoinDraft, writeJoinDraft } from './join-draft.ts';
import './catalog.ts';

type Checked = { userId: string; nickname: string; userIdFree: boolean; nicknameFree: boolean };

/** Create an account with ID and password; ID and nickname are checked for duplicates first (SPEC §5). */
export function JoinForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [draft] = useState(readJoinDraft);
  const [userId, setUserId] = useState(draft.userId);
  const [nickname, setNickname] = useState(draft.nickname);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [checked, setChecked] = useState<Checked | null>(null);
  // The ID and nickname outlive Back and forward in this tab; the password never leaves memory.
  useEffect(() => writeJoinDraft({ userId, nickname }), [userId, nickname]);

  const issues = {
    userId: fieldIssue(LoginId, userId, 'InvalidUserId'),
    nickname: fieldIssue(KoreanNickname, nickname, 'InvalidMemberNickname'),
    password: fieldIssue(Password, password, 'InvalidPassword'),
    confirm: confirm === password ? null : 'PasswordMismatch',
  };
  const upToDate = checked !== null && checked.userId === userId.trim() && checked.nickname === nickname.trim();

  const check = useMutation({
    mutationFn: () => call(accountApi.checkDuplicate, { query: { userId: userId.trim(), nickname: nickname.trim() }, navigateOnError: false }),
    onSuccess: (result) =>
      setChecked({
        userId: userId.trim(),
        nickname: nickname.trim(),
        userIdFree: result.userIdAvailable === true,
        nicknameFree: result.nicknameAvailable === true,
      }),
  });
  const join = useMutation({
    mutationFn: () => call(accountApi.join, { body: { userId: userId.trim(), password, nickname: nickname.trim() }, navigateOnError: false }),
    onSuccess: async (tokens) => {
      clearJoinDraft();
      startSession(tokens);
      await navigate({ to: '/auth/sign-up' });
    },
  });

  const duplicateMessage = (free: boolean | undefined, takenKey: string) => (upToDate && free === false ? text(takenKey) : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.values(issues).some(Boolean) || !upToDate || !checked.userIdFree || !checked.nicknameFree) return;
    join.mutate();
  };
  const { errorText, messageText: text } = useLazyErrorTexts(touched || check.error != null || join.error != null);
  const show = (key: string | null) => (touched ? text(key) : null);

  return (
    <form className={formStack} onSubmit={submit} noValidate aria-label={t`Create an account`}>
      <TextField
        label={t`ID`}
        autoComplete="username"
        autoCapitalize="none"
        value={userId}
        onChange={(event) => setUserId(event.target.value.toLowerCase())}
        hint={t`4-20 lowercase letters, digits or _`}
        error={show(issues.userId) ?? duplicateMessage(checked?.userIdFree, 'UserIdTaken')}
        success={upToDate && checked.userIdFree ? t`This ID is available.` : null}
      />
      <TextField
        label={t`Nickname`}
        autoComplete="nickname"
        value={nickname}
        onChange={(event) => setNickname(event.target.value)}
        hint={t`2-12 Korean letters`}
        error={show(issues.nickname) ?? duplicateMessage(checked?.nicknameFree, 'NicknameTaken')}
        success={upToDate && checked.nicknameFree ? t`This nickname is available.` : null}
      />
      <Button tone="secondary" disabled={Boolean(issues.userId || issues.nickname)} busy={check.isPending} onClick={() => check.mutate()}>
        <Trans>Check ID and nickname</Trans>
      </Button>
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint={t`8-64 characters with letters and digits`}
        error={show(issues.password)}
      />
      <TextField
        label={t`Confirm password`}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={show(issues.confirm)}
      />
      <FormAlert message={touched && !upToDate ? text('DuplicateCheckRequired') : errorText(check.error ?? join.error)} />
      <Button type="submit" block busy={join.isPending}>
        <Trans>Create account</Trans>
      </Button>
    </form>
  );
}
