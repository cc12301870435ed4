import './styles/theme.css.ts';
import './styles/global.css.ts';
import { createRoot } from 'react-dom/client';
import { activateLocale } from './lib/i18n/i18n.ts';
import { startPersistence } from './lib/query/persist.ts';
import { queryClient } from './lib/query/query-client.ts';
import { installChunkReload } from './lib/ui/chunk-reload.ts';
import { AppRoot } from './app-root.tsx';
import { createAppRouter } from './app-router.ts';
import { routeTree } from './admin-routes.gen.ts';
import { provideAuditKinds } from './domains/admin-kit/audit-kind.ts';

/**
 * The back office and the component lab (decision 0089): admin.html's entry, with the route tree of
 * /admin and /test only. Desktop and online (SPEC §2 admin area): no service worker of its own, no
 * member data on this device, no splash.
 */
const router = createAppRouter(routeTree, 'admin');
// Every audited kind, declared by its admin domain, loaded with the first audit trail (decision 0093).
provideAuditKinds(() => import('./routes/admin/-audit-kinds.ts').then((list) => list.AUDIT_KINDS));

async function start(): Promise<void> {
  installChunkReload();
  await Promise.all([activateLocale(), startPersistence(queryClient)]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(<AppRoot router={router} />);
}

void start();
