import { createFileRoute } from '@tanstack/react-router';
import { FamilyJoinPage } from '../../../../domains/children/family-join-page.tsx';

/**
 * /my-page/child-info/join?code=ABCDEFGH (decision 0097): under child-info so that a member with no
 * child of its own reaches it (SPEC §5 guard step 8). A code of digits only arrives as a number.
 */
export const Route = createFileRoute('/_member/my-page/child-info/join')({
  validateSearch: (search: Record<string, unknown>): { code?: string } => {
    const code = search.code;
    if (typeof code === 'number') return { code: String(code) };
    return typeof code === 'string' && code.length <= 32 ? { code } : {};
  },
  component: JoinRoute,
});

function JoinRoute() {
  const { code } = Route.useSearch();
  return <FamilyJoinPage code={code} />;
}
