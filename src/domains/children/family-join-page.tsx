import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { GuardianCode, guardiansApi } from '../../contract/guardians-api.ts';
import { Button } from '../../components/button/button.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { TextField } from '../../components/field/text-field.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { call } from '../../lib/api/call.ts';
import { childrenApi } from '../../contract/children-api.ts';
import { sessionKeys } from '../../lib/auth/session-queries.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { refreshSelectedChild } from './selected-child.ts';
import * as css from './family.css.ts';
import './catalog.ts';

/**
 * /my-page/child-info/join (decision 0097): the invited member enters the code (or opens the link
 * that carries it) and becomes the child's guardian; the child is selected and its page opens.
 */
export function FamilyJoinPage({ code: linked }: { code: string | undefined }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [code, setCode] = useState(linked ?? '');
  const [invalid, setInvalid] = useState(false);
  const join = useMutation({
    mutationFn: async (valid: string) => {
      const { childId } = await call(guardiansApi.acceptGuardianInvite, { body: { code: valid } });
      await call(childrenApi.selectChild, { params: { id: childId } });
      return childId;
    },
    onSuccess: async (childId) => {
      await queryClient.invalidateQueries({ queryKey: sessionKeys.children });
      await refreshSelectedChild();
      await navigate({ to: '/my-page/child-info/$childId', params: { childId }, search: { tab: 'profile' } });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(GuardianCode, code);
    setInvalid(!parsed.success);
    if (parsed.success) join.mutate(parsed.output);
  };
  return (
    <>
      <PageHeader title={t`Enter an invite code`} back="/my-page" />
      <div className={page.body}>
        <form className={`${page.card} ${css.form}`} onSubmit={submit} noValidate>
          <p className={page.muted}>
            <Trans>Enter the 8-letter code a family member made on their child's page. You will see and write that child's diary and records together.</Trans>
          </p>
          <TextField
            label={t`Invite code`}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            placeholder="ABCD-EFGH"
            error={invalid ? t`Enter the 8-letter invite code.` : null}
          />
          <FormAlert message={errorText(join.error)} />
          <Button type="submit" block busy={join.isPending}>
            <Trans>Join</Trans>
          </Button>
        </form>
      </div>
    </>
  );
}
