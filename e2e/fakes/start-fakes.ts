import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createDevOAuthProvider } from '../../server/integrations/oauth-dev-provider.ts';
import { createFakeJuso } from '../../server/integrations/juso-fake.ts';
import { createFakeToss } from '../../server/integrations/toss-fake.ts';
import { BASE_URL, E2E_JUSO_KEY, E2E_TOSS_KEYS, TOSS_WEBHOOK_URL } from '../env.ts';

/**
 * The provider stand-ins on 127.0.0.1 for the end-to-end tests (ARCHITECTURE §1): Kakao and Naver
 * at /kakao and /naver, Toss Payments at /toss (its webhooks go to the server under test), the
 * juso.go.kr address search at /juso (decision 0074).
 */
const port = Number(process.env.FAKES_PORT ?? 8791);
const toss = createFakeToss({ ...E2E_TOSS_KEYS, webhookUrl: TOSS_WEBHOOK_URL, returnOrigins: [new URL(BASE_URL).origin] });
const app = new Hono().route('/toss', toss.app).route('/juso', createFakeJuso(E2E_JUSO_KEY).app).route('/', createDevOAuthProvider());
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) => console.log(`fake providers on http://127.0.0.1:${info.port}`));
