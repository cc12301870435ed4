/**
 * Toss Payments in the end-to-end journeys (ARCHITECTURE §1, §6): the server under test talks to
 * the Toss stand-in on 127.0.0.1 (e2e/fakes/start-fakes.ts); the browser loads the real SDK URL,
 * which `stubTossSdk` answers with the stand-in's SDK, so `requestPayment` opens the stand-in's
 * test checkout. The control calls pay into a virtual account or make Toss fail.
 */
import type { Page } from '@playwright/test';
import { FAKE_TOSS_URL } from './env.ts';

/** The SDK v1 URL the app loads (TOSS_SDK_URL's default). */
export const TOSS_SDK_PATTERN = 'https://js.tosspayments.com/**';

/** Answers the browser's requests for the Toss SDK with the stand-in's script. Call before the page loads the SDK. */
export async function stubTossSdk(page: Page): Promise<void> {
  const script = await (await fetch(`${FAKE_TOSS_URL}/sdk.js`)).text();
  await page.route(TOSS_SDK_PATTERN, (route) => route.fulfill({ status: 200, contentType: 'application/javascript; charset=utf-8', body: script }));
}

/** The test checkout's buttons, by their Korean labels. */
export const CHECKOUT = { pay: '결제하기', fail: '결제 실패시키기', cancel: '취소', card: '카드', virtualAccount: '가상계좌 (입금 전까지 대기)' } as const;

async function control(path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${FAKE_TOSS_URL}/__control/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`fake Toss ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Money arrives in the order's virtual account: Toss sends DEPOSIT_CALLBACK to the server (answers its HTTP status). */
export async function depositInto(orderId: string): Promise<number> {
  const answer = await control(`deposit/${encodeURIComponent(orderId)}`);
  return typeof answer === 'object' && answer !== null && 'webhookStatus' in answer && typeof answer.webhookStatus === 'number' ? answer.webhookStatus : 0;
}

/** The next confirm (or cancel, or look-up) is refused with this Toss code, or its connection drops. */
export async function tossFailsNext(
  operation: 'confirm' | 'cancel' | 'lookup',
  failure: { code: string; status?: number; message?: string } | { drop: 'before' | 'after' },
): Promise<void> {
  await control('fail-next', { operation, ...failure });
}
