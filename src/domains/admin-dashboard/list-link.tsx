import { Link, type RegisteredRouter, type RouteById } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The back-office lists another page links to with a filter (decisions 0044, 0045). */
const LIST_PATHS = [
  '/admin/member',
  '/admin/parent-diary/diary',
  '/admin/parent-diary/comment',
  '/admin/payment',
  '/admin/audit-log',
  '/admin/coupon',
  '/admin/consultation',
  '/admin/inquiry',
] as const;
export type ListPath = (typeof LIST_PATHS)[number];
type RouteOf<P extends ListPath> = RouteById<RegisteredRouter['routeTree'], P | `${P}/`>;
/** A list's search parameters as its route declares them (the keys of its contract query). */
export type ListSearch<P extends ListPath> = RouteOf<P>['types']['fullSearchSchema'];

type Props<P extends ListPath> = {
  /** One of the lists: a misspelled path or a key its route does not take fails to compile. */
  path: P;
  params: ListSearch<P>;
  className?: string;
  children: ReactNode;
};

/** The filter as the URL holds it (text and numbers), for a link whose list is one of several. */
const searchOf = (params: object): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number'),
  );

/** A typed router link to a back-office list with its filter (decisions 0044, 0045). */
export function ListLink<P extends ListPath>({ path, params, className, children }: Props<P>) {
  const to: ListPath = path;
  return (
    <Link to={to} search={searchOf(params)} className={className}>
      {children}
    </Link>
  );
}
