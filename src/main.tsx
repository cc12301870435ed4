import './styles/theme.css.ts';
import './styles/global.css.ts';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLocale } from './lib/i18n/i18n.ts';
import { registerServiceWorker } from './lib/pwa/register-sw.ts';
import { startPersistence } from './lib/query/persist.ts';
import { queryClient } from './lib/query/query-client.ts';
import { listenForMemberWork, resumeMemberWork } from './lib/auth/member-data.ts';
import { registerDiaryData } from './domains/diary/offline/register.ts';
import { registerCareInfoData } from './domains/care-info/saved-cache.ts';
import { registerCareLogData } from './domains/care-logs/register.ts';
import { installChunkReload } from './lib/ui/chunk-reload.ts';
import { installPressGuards } from './lib/ui/long-press.ts';
import { AppRoot } from './app-root.tsx';
import { createAppRouter } from './app-router.ts';
import { routeTree } from './member-routes.gen.ts';
import { holdSplash } from './lib/ui/app-splash.ts';

/** The members' app (decision 0089): the back office's pages are not in its tree. */
const router = createAppRouter(routeTree, 'member');

async function start(): Promise<void> {
  installChunkReload();
  installPressGuards();
  // Pretendard once the service worker holds it (its precache has every subset): a first visit keeps
  // the phone's own Korean font, since the font's 92 unicode-range faces made each layout of the first
  // page wait on font loads and competed with the page's scripts for the network (decisions 0036, 0060).
  if (navigator.serviceWorker?.controller) void import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css').catch(() => undefined);
  await Promise.all([activateLocale(), startPersistence(queryClient)]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  holdSplash();
  const app = createRoot(root);
  // The first render as a transition: React draws it in slices of a few milliseconds, so a phone's
  // main thread answers input meanwhile instead of one long task (blocking time, decision 0095).
  startTransition(() => app.render(<AppRoot router={router} />));
  // Domains register what they keep on this device for the member (decision 0053); what waits is sent
  // now and whenever the member comes back online, whatever page is open (the diary outbox, decision 0021).
  registerDiaryData();
  registerCareInfoData();
  registerCareLogData();
  listenForMemberWork();
  resumeMemberWork();
  if (import.meta.env.PROD) {
    if (document.readyState === 'complete') void registerServiceWorker();
    else window.addEventListener('load', () => void registerServiceWorker(), { once: true });
  }
}

void start();
