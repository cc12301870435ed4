import * as v from 'valibot';
import { ChildDetails, ChildListData, ChildSummaryData, SelectQuery } from './child.ts';
import { endpoint } from './endpoint.ts';
import { RowIdText } from './primitives.ts';

const Empty = v.null();
const Created = v.object({ id: v.number() });

/** SPEC §7 child list, summary, add and select. Spread into `api` in api.ts. */
export const childrenApi = {
  children: endpoint({
    method: 'GET',
    path: '/api/members/children',
    access: ['ROLE_MEMBER'],
    summary: 'The member\u2019s children (data.children)',
    response: ChildListData,
  }),
  addChild: endpoint({
    method: 'POST',
    path: '/api/members/children',
    access: ['ROLE_MEMBER'],
    summary: 'Add a child; the first child becomes selected; a birth later than now is 422 FutureBirthDateException',
    body: ChildDetails,
    response: Created,
  }),
  child: endpoint({
    method: 'GET',
    path: '/api/members/children/:id',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'Child summary (data.summary); select=true also selects it',
    query: SelectQuery,
    response: ChildSummaryData,
  }),
  selectChild: endpoint({
    method: 'PUT',
    path: '/api/members/children/:id/select',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'Select a child',
    response: Empty,
  }),
} as const;
