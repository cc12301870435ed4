/**
 * The expert's part of /main (SPEC §6, decisions 0027 and 0067), composed here from the two domains
 * that own its lists: the diaries waiting for a comment and the reports waiting for feedback. One
 * lazy chunk, loaded only for experts, so members never download either. Pulling down (or the
 * keyboard's refresh button) asks for both lists again, as on a member's lists (components/list-state).
 */
import { useQueryClient } from '@tanstack/react-query';
import { PullToRefresh } from '../../../components/list-state/list-state.tsx';
import ExpertQueue from '../../../domains/expert-comments/expert-queue.tsx';
import { expertCommentKeys } from '../../../domains/expert-comments/expert-comment-queries.ts';
import ExpertReportQueue from '../../../domains/monthly-reports/expert-report-queue.tsx';
import { reportKeys } from '../../../domains/monthly-reports/report-queries.ts';

export default function ExpertDesk() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([queryClient.refetchQueries({ queryKey: expertCommentKeys.queue }), queryClient.refetchQueries({ queryKey: reportKeys.expertQueue })]);
  return (
    <PullToRefresh onRefresh={refresh}>
      <ExpertQueue />
      <ExpertReportQueue />
    </PullToRefresh>
  );
}
