import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '../../../../../lib/routing/id-params.ts';
import * as v from 'valibot';
import { ChildWordWritePage } from '../../../../../domains/child-words/child-word-write-page.tsx';
import { startQuery } from '../../../../../lib/query/start-query.ts';
import { childMessagesQuery } from '../../../../../domains/child-words/child-words-queries.ts';

const WriteSearch = v.object({ messageId: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))) });

/** ?messageId=<id>: the child message to answer or edit. */
export const Route = createFileRoute('/_member/my-page/child-words/$childId/write')({
  params: idParams('childId'),
  validateSearch: (search): { messageId?: number } => {
    const parsed = v.safeParse(WriteSearch, search);
    // Every key always: the router merges the raw query under what this returns, so a refused value
    // must be overwritten (undefined), not left out.
    return parsed.success ? { messageId: parsed.output.messageId } : { messageId: undefined };
  },
  loader: ({ context, params, preload }) => {
    const id = params.childId;
    startQuery(context.queryClient, childMessagesQuery(id), { preload });
  },
  component: function ChildWordWriteRoute() {
    const { childId } = Route.useParams();
    const { messageId } = Route.useSearch();
    return <ChildWordWritePage childId={childId} messageId={messageId} />;
  },
});
