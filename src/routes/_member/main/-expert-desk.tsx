/**
 * The expert's part of /main (SPEC §6, decisions 0027 and 0067), composed here from the two domains
 * that own its lists: the diaries waiting for a comment and the reports waiting for feedback. One
 * lazy chunk, loaded only for experts, so members never download either.
 */
import ExpertQueue from '../../../domains/expert-comments/expert-queue.tsx';
import ExpertReportQueue from '../../../domains/monthly-reports/expert-report-queue.tsx';

export default function ExpertDesk() {
  return (
    <>
      <ExpertQueue />
      <ExpertReportQueue />
    </>
  );
}
