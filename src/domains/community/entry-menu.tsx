import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { communityApi } from '../../contract/community-api.ts';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { call } from '../../lib/api/call.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { invalidateCommunity } from './community-queries.ts';
import * as css from './community.css.ts';
import { ReportDialog } from './report-dialog.tsx';
import './catalog.ts';

type Props = { diaryId: number; author: { id: number; nickname: string }; onReported: () => void };

/** The ⋯ menu of someone else's shared entry: report the entry, report or block its author. */
export function EntryMenu({ diaryId, author, onReported }: Props) {
  const { t } = useLingui();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [report, setReport] = useState<{ kind: 'DIARY' | 'MEMBER'; id: number } | null>(null);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const block = useMutation({
    mutationFn: () => call(communityApi.blockMember, { params: { memberId: author.id } }),
    onSuccess: async () => {
      setConfirmBlock(false);
      await invalidateCommunity(queryClient);
      await navigate({ to: '/community' });
    },
  });
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrap.current?.contains(event.target)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  const pick = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  const nickname = author.nickname;
  return (
    <div className={css.menuWrap} ref={wrap}>
      <button
        type="button"
        className={css.menuButton}
        aria-label={t`More actions`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        ⋯
      </button>
      {open ? (
        <div id={menuId} className={css.menu}>
          <button type="button" className={css.menuItem} onClick={pick(() => setReport({ kind: 'DIARY', id: diaryId }))}>
            <Trans>Report this entry</Trans>
          </button>
          <button type="button" className={css.menuItem} onClick={pick(() => setReport({ kind: 'MEMBER', id: author.id }))}>
            <Trans>Report this member</Trans>
          </button>
          <button type="button" className={`${css.menuItem} ${css.menuDanger}`} onClick={pick(() => setConfirmBlock(true))}>
            <Trans>Block this member</Trans>
          </button>
        </div>
      ) : null}
      <ReportDialog
        target={report}
        onClose={() => setReport(null)}
        onReported={() => {
          setReport(null);
          onReported();
        }}
      />
      <ConfirmDialog
        open={confirmBlock}
        title={t`Block ${nickname}?`}
        confirmLabel={t`Block`}
        danger
        busy={block.isPending}
        onConfirm={() => block.mutate()}
        onCancel={() => {
          block.reset();
          setConfirmBlock(false);
        }}
      >
        <Trans>You will no longer see their entries and comments in the community. You can unblock them later.</Trans>
        <FormAlert message={errorText(block.error)} />
      </ConfirmDialog>
    </div>
  );
}
