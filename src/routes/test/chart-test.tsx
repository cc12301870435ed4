import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { ChartLabPage } from '../../domains/lab/chart-lab-page.tsx';

/** The growth domain's chart goes to the lab as a prop (decision 0040: the lab imports no domain). */
const GrowthChart = lazy(() => import('../../domains/growth/growth-chart.tsx'));

export const Route = createFileRoute('/test/chart-test')({
  component: () => <ChartLabPage GrowthChart={GrowthChart} />,
});
