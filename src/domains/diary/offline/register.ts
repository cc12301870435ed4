/**
 * The diary's part of the member's data on this device (decision 0053): how many entries wait in the
 * outbox (the logout confirmation, decision 0023) and a flush whenever the member is signed in and
 * online, whatever page is open. Loaded at start; the outbox itself loads only while it holds
 * writes (its mark), so the initial JS stays without it (decision 0021).
 */
import { registerMemberData } from '../../../lib/auth/member-data.ts';
import { queryClient } from '../../../lib/query/query-client.ts';
import { hasOutboxMark } from '../../../lib/storage/keys.ts';

/** The outbox module on demand; the one place that loads it lazily, so the first page's JS lists its files once. */
export const outbox = () => import('./diary-outbox.ts');

export function registerDiaryData(): void {
  registerMemberData('diary', {
    unsent: async () => (hasOutboxMark() ? (await (await outbox()).diaryOutbox.mine()).length : 0),
    resume: () => {
      if (hasOutboxMark()) void outbox().then(({ startOutbox }) => startOutbox(queryClient));
    },
  });
}
