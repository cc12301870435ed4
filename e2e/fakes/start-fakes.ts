import { serve } from '@hono/node-server';
import { createDevOAuthProvider } from '../../server/integrations/oauth-dev-provider.ts';

/** The Kakao and Naver stand-ins on 127.0.0.1 for the end-to-end tests (ARCHITECTURE §1). */
const port = Number(process.env.FAKES_PORT ?? 8791);
serve({ fetch: createDevOAuthProvider().fetch, port, hostname: '127.0.0.1' }, (info) => console.log(`fake providers on http://127.0.0.1:${info.port}`));
