import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { communityApi } from '../../contract/community-api.ts';
import { Button } from '../../components/button/button.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import * as page from '../../components/page/page.css.ts';
import { call } from '../../lib/api/call.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { blocksQuery, invalidateCommunity } from './community-queries.ts';
import * as css from './community.css.ts';
import './catalog.ts';

/** The members I blocked, loaded when opened, each with an unblock button. */
export function BlockedMembers() {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={`${page.muted} ${css.disclosure}`}>
        <Trans>Blocked members</Trans>
      </summary>
      {open ? <BlockList /> : null}
    </details>
  );
}

function BlockList() {
  const { t } = useLingui();
  const blocks = useQuery(blocksQuery());
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const unblock = useMutation({
    mutationFn: (memberId: number) => call(communityApi.unblockMember, { params: { memberId } }),
    onSuccess: () => invalidateCommunity(queryClient),
  });
  if (blocks.data?.length === 0) return <p className={page.muted}>{t`You have not blocked anyone.`}</p>;
  return (
    <>
      <FormAlert message={errorText(blocks.error ?? unblock.error)} />
      <ul className={page.list}>
        {blocks.data?.map((member) => (
          <li key={member.id} className={page.listItem}>
            <span>{member.nickname}</span>
            <Button size="sm" tone="ghost" busy={unblock.isPending && unblock.variables === member.id} onClick={() => unblock.mutate(member.id)}>
              <Trans>Unblock</Trans>
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
