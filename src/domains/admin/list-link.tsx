import { Link, type RegisteredRouter, type RouteById } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { urlValues } from '../../components/admin/list-search.ts';

/** The back-office lists another page links to with a filter (decisions 0044, 0045). */
const LIST_PATHS = [
  '/admin/member',
  '/admin/parent-diary/diary',
  '/admin/parent-diary/comment',
  '/admin/payment',
  '/admin/audit-log',
  '/admin/coupon',
] as const;
type ListPath = (typeof LIST_PATHS)[number];
type RouteOf<P extends ListPath> = RouteById<RegisteredRouter['routeTree'], P | `${P}/`>;
/** A list's search parameters as its route declares them (the keys of its contract query). */
export type ListSearch<P extends ListPath> = RouteOf<P>['types']['fullSearchSchema'];

type Props<P extends string> = {
  path: P;
  /**
   * A list's literal path checks its parameters against the keys its route takes; a path only known
   * as `string` (the dashboard table's cells) is looked up when the link renders.
   */
  params: P extends ListPath ? ListSearch<P> : string extends P ? Readonly<Record<string, string | number>> : never;
  className?: string;
  children: ReactNode;
};

/**
 * A typed router link to a back-office list with its filter (decision 0045): a known list path and the
 * keys its route takes. A path that is no list renders the text without a link.
 */
export function ListLink<P extends string>({ path, params, className, children }: Props<P>) {
  const to = LIST_PATHS.find((known) => known === path);
  if (!to) return <>{children}</>;
  return (
    <Link to={to} search={urlValues(params)} className={className}>
      {children}
    </Link>
  );
}
