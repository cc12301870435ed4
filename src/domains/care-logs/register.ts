/**
 * The daily log's part of the member's data on this device (decision 0098, as the diary's, decision
 * 0053): how many taps wait to be sent (the logout confirmation), and sending them whenever the member
 * is signed in and online. The queue's module loads only while its mark says something waits.
 */
import { registerMemberData } from '../../lib/auth/member-data.ts';
import { hasCareLogMark } from '../../lib/storage/keys.ts';

const sender = () => import('./care-log-sender.ts');

export function registerCareLogData(): void {
  registerMemberData('care-logs', {
    unsent: async () => (hasCareLogMark() ? (await (await sender()).careLogQueue.mine()).length : 0),
    resume: () => {
      if (hasCareLogMark()) void sender().then(({ sendCareLogs }) => sendCareLogs());
    },
  });
}
