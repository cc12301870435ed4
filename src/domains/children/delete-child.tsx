import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { childProfileApi } from '../../contract/child-profile-api.ts';
import type { ChildSummary } from '../../contract/child.ts';
import { Button } from '../../components/button/button.tsx';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import * as page from '../../components/page/page.css.ts';
import { call } from '../../lib/api/call.ts';
import { refreshSelectedChild } from './selected-child.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { sessionKeys } from '../../lib/auth/session-queries.ts';
import * as css from './child-page.css.ts';
import './catalog.ts';

/** Deletes the child after a confirmation naming it; the selection moves (server) and childInfo follows. */
export function DeleteChild({ child }: { child: ChildSummary }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const nickname = child.nickname;
  const remove = useMutation({
    mutationFn: () => call(childProfileApi.deleteChild, { params: { id: child.id } }),
    onSuccess: async () => {
      const selected = await refreshSelectedChild();
      queryClient.removeQueries({ queryKey: sessionKeys.child(child.id) });
      setOpen(false);
      await navigate({ to: selected === null ? '/my-page/child-info' : '/my-page/child-list' });
    },
  });
  return (
    <section className={`${page.card} ${css.danger}`} aria-labelledby="child-delete-title">
      <h2 id="child-delete-title" className={page.sectionTitle}>
        <Trans>Delete child</Trans>
      </h2>
      <p className={page.muted}>
        <Trans>Deleting removes the child and all of its records.</Trans>
      </p>
      <Button tone="danger" size="sm" onClick={() => setOpen(true)}>
        {t`Delete ${nickname}`}
      </Button>
      <ConfirmDialog
        open={open}
        title={t`Delete ${nickname}?`}
        confirmLabel={t`Delete`}
        danger
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setOpen(false)}
      >
        <p>{t`The growth records, vaccinations, checkups, child words and survey of ${nickname} are deleted too. This cannot be undone.`}</p>
        <FormAlert message={errorText(remove.error)} />
      </ConfirmDialog>
    </section>
  );
}
