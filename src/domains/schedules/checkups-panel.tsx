import type { ChildSummary } from '../../contract/child.ts';
import { SchedulePanel } from './schedule-panel.tsx';

/** The child page's 건강검진 tab: the national infant health checkups of this child. */
export function CheckupsPanel({ child }: { child: ChildSummary }) {
  return <SchedulePanel child={child} kind="checkups" />;
}
