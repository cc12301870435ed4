import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Ports and the environment of the server under test; shared by playwright.config.ts and the specs. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8790);
export const FAKES_PORT = Number(process.env.FAKES_PORT ?? 8791);
/** Known to the specs so that one can mint an expired access token for the renewal journey. */
export const E2E_JWT_SECRET = 'e2e-only-secret-e2e-only-secret-e2e-only';
export const BASE_URL = `http://localhost:${E2E_PORT}`;
const fakes = `http://127.0.0.1:${FAKES_PORT}`;
/** The Toss stand-in inside the fakes server (e2e/fakes/start-fakes.ts), and the test keys both sides share. */
export const FAKE_TOSS_URL = `${fakes}/toss`;
export const E2E_TOSS_KEYS = { clientKey: 'test_ck_e2e_dodam', secretKey: 'test_sk_e2e_dodam' };
/** The juso.go.kr stand-in inside the fakes server: the real address adapter asks it over HTTP (decision 0074). */
export const E2E_JUSO_KEY = 'e2e-juso-key';
export const FAKE_JUSO_URL = `${fakes}/juso/addrlink/addrLinkApi.do`;
export const TOSS_WEBHOOK_URL = `${BASE_URL}/api/open/payments/toss-webhook`;

export function serverEnv(dataDir = join(tmpdir(), `dodam-e2e-${process.pid}`)): Record<string, string> {
  return {
    NODE_ENV: 'test',
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    JWT_SECRET: E2E_JWT_SECRET,
    LOG_LEVEL: 'warn',
    // The specs' API joins name their own address (e2e/fixtures.ts apiJoin); the browser's requests carry none.
    TRUST_PROXY: '127.0.0.1,::1,::ffff:127.0.0.1',
    PUBLIC_URL: BASE_URL,
    KAKAO_CLIENT_ID: 'e2e-kakao',
    KAKAO_CLIENT_SECRET: 'e2e-kakao-secret',
    KAKAO_AUTH_URL: `${fakes}/kakao/authorize`,
    KAKAO_TOKEN_URL: `${fakes}/kakao/token`,
    KAKAO_USER_URL: `${fakes}/kakao/me`,
    KAKAO_LOGOUT_URL: `${fakes}/kakao/logout`,
    NAVER_CLIENT_ID: 'e2e-naver',
    NAVER_CLIENT_SECRET: 'e2e-naver-secret',
    NAVER_AUTH_URL: `${fakes}/naver/authorize`,
    NAVER_TOKEN_URL: `${fakes}/naver/token`,
    NAVER_USER_URL: `${fakes}/naver/me`,
    NAVER_LOGOUT_URL: `${fakes}/naver/logout`,
    // The real Toss adapter against the stand-in; the browser loads the real SDK URL, which the specs stub (e2e/toss.ts).
    TOSS_CLIENT_KEY: E2E_TOSS_KEYS.clientKey,
    TOSS_SECRET_KEY: E2E_TOSS_KEYS.secretKey,
    TOSS_API_URL: FAKE_TOSS_URL,
    JUSO_API_KEY: E2E_JUSO_KEY,
    ADDRESS_SEARCH_URL: FAKE_JUSO_URL,
  };
}
