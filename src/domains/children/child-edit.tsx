import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { childProfileApi } from '../../contract/child-profile-api.ts';
import type { ChildEdit as ChildEditBody, ChildSummary } from '../../contract/child.ts';
import * as page from '../../components/page/page.css.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { call } from '../../lib/api/call.ts';
import { sessionKeys } from '../../lib/auth/session-queries.ts';
import { ChildForm } from './child-form.tsx';
import { valuesFromSummary } from './child-form-state.ts';
import * as css from './child-page.css.ts';
import { useChildUpdated } from './use-child-updated.ts';
import './catalog.ts';

/**
 * The edit form of the profile tab. It is keyed by the version it was based on: after a save, or
 * after a 409 ChildEditConflictException reloads the child, it starts again from the latest
 * details (decision 0011), and the message says why.
 */
export function ChildEditSection({ child, version }: { child: ChildSummary; version: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const updated = useChildUpdated();
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (body: ChildEditBody) => call(childProfileApi.editChild, { params: { id: child.id }, body }),
    onMutate: () => setSaved(false),
    onSuccess: (data) => {
      updated(data);
      setSaved(true);
    },
    onError: (error) => {
      if (isApiError(error) && error.message === 'ChildEditConflictException') void queryClient.invalidateQueries({ queryKey: sessionKeys.child(child.id) });
    },
  });
  return (
    <section className={page.card} aria-labelledby="child-edit-title">
      <h2 id="child-edit-title" className={page.sectionTitle}>
        <Trans>Child details</Trans>
      </h2>
      {child.born ? (
        <p className={page.muted}>
          <Trans>Height and weight are recorded in the growth records.</Trans>
        </p>
      ) : null}
      <ChildForm
        key={version}
        mode="edit"
        initial={valuesFromSummary(child)}
        stored={{ born: child.born, version }}
        busy={save.isPending}
        error={save.error}
        onSubmit={(body) => save.mutate(body)}
      />
      {saved ? (
        <p className={css.status} role="status">
          {t`Saved.`}
        </p>
      ) : null}
    </section>
  );
}
