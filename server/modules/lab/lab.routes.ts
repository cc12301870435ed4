import type { Hono } from 'hono';
import { labApi } from '../../../src/contract/lab-api.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { mount } from '../../lib/route.ts';
import { labSamplePdf } from './sample-books.ts';

/** The component lab's server part (decision 0040): sample PDFs from the diary book's code. */
export function labRoutes(app: Hono<AppEnv>): void {
  mount(app, labApi.labSamplePdf, ({ query }) => labSamplePdf(query.kind));
}
