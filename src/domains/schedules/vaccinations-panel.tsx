import type { ChildSummary } from '../../contract/child.ts';
import { SchedulePanel } from './schedule-panel.tsx';

/** The child page's 예방접종 tab: the national immunization schedule of this child. */
export function VaccinationsPanel({ child }: { child: ChildSummary }) {
  return <SchedulePanel child={child} kind="vaccinations" />;
}
