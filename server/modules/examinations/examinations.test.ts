import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminExaminationsApi } from '../../../src/contract/admin-examinations-api.ts';
import { examinationsApi } from '../../../src/contract/examinations-api.ts';
import { PRICES } from '../../../src/contract/limits.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';
import { users } from '../../db/schema/users.ts';
import { MAIL_RETRY_SECONDS, runMailOutbox } from '../../lib/mail-outbox.ts';
import { bornChild } from '../../test/child-test-kit.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, JOIN_PASSWORD, memberKit, type Pair } from '../../test/members.ts';
import { customer, errorOf, ordersKit } from '../../test/orders-test-kit.ts';

/** Decision 0070 (SPEC §2 /kcdi…, /admin/examination; §4 the 30-day download; §5 examination files; §8 keys and messages; §9). */
const clock = testClock(new Date('2026-12-03T01:00:00Z')); // 10:00 KST
const k = memberKit(() => t);
const pay = ordersKit(() => t);
let admin: Pair;
let mom: Pair;
let toddler: number;

const PDF = new TextEncoder().encode('%PDF-1.4\n% K-CDI 결과\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const mine = async () => dataOf(await t.request('GET', '/api/members/examinations', { tokens: mom }), examinationsApi.memberExaminations.response).examinations;
const send = (id: number, access: unknown) => t.request('POST', `/api/admin/examinations/${id}/send`, { tokens: admin, body: { access } });
const upload = (id: number, bytes: Uint8Array, tokens: Pair = admin) =>
  t.app.request(`/api/admin/examinations/${id}/result`, {
    method: 'POST',
    headers: { ...k.auth(tokens), 'content-type': 'application/pdf' },
    body: new Blob([bytes.slice()]),
  });
const download = (id: number) => t.app.request(`/api/members/examinations/${id}/result`, { headers: k.auth(mom) });
const outbox = () => t.deps.mailOutbox?.list() ?? [];
const sendMail = () => runMailOutbox({ db: t.db, clock, mail: t.deps.mail, log: t.deps.log });
const detail = async (id: number) =>
  dataOf(await t.request('GET', `/api/admin/examinations/${id}`, { tokens: admin }), adminExaminationsApi.adminExamination.response);

const t = testApp({ clock, demo: true });
beforeAll(async () => {
  admin = await k.signIn('admin');
  mom = await k.join('kcdimom', '검사맘');
  await t.db.update(users).set({ email: 'kcdimom@dodam.example' }).where(eq(users.loginId, 'kcdimom'));
  toddler = await k.addChild(mom, bornChild('토리', '2025-01-15T03:00:00Z')); // 22 months
});

describe('buying the test (GROWTH_EXAMINATION)', () => {
  it('refuses a child K-CDI does not cover with ExaminationAgeException', async () => {
    const baby = await k.addChild(mom, bornChild('아기', '2026-06-01T03:00:00Z')); // 6 months
    const big = await k.addChild(mom, bornChild('큰애', '2020-01-01T03:00:00Z')); // 6 years 11 months
    for (const targetId of [baby, big]) {
      const res = await pay.createOrder(mom, { ...customer, orderableType: 'GROWTH_EXAMINATION', targetId, expectedAmount: PRICES.GROWTH_EXAMINATION });
      expect({ status: res.status, json: res.json }).toEqual(errorOf(400, 'ExaminationAgeException'));
    }
  });

  it('makes a test waiting to be sent once paid', async () => {
    await pay.payFor(mom, { orderableType: 'GROWTH_EXAMINATION', targetId: toddler });
    expect(await mine()).toMatchObject([{ child: { nickname: '토리' }, status: 'PAID', access: null, hasPdf: false, results: null }]);
  });
});

describe('the back office: send, the result file, the results', () => {
  it('sends the code by mail after the commit (a failed try is retried and shown), one mail for parallel sends', async () => {
    const [test] = await mine();
    const id = test?.id ?? 0;
    expect(await send(id, '')).toMatchObject(errorOf(400, 'InvalidExaminationAccess'));
    // Five parallel sends of one code (a double click, two admins): each answers sent, one mail is queued
    // (it used to be five), and none is sent inside the request.
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(id, 'https://kcdi.example/t/ABC123')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const queued = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.resourceKind, 'examination'), eq(mailOutbox.resourceId, id)));
    expect(queued).toHaveLength(1);
    expect(outbox()).toHaveLength(0);
    expect(await detail(id)).toMatchObject({
      status: 'SENT',
      access: 'https://kcdi.example/t/ABC123',
      member: { nickname: '검사맘' },
      mail: { state: 'QUEUED', attempts: 0 },
    });
    // The first try fails: the admin sees it and when the next try is due; the retry sends it.
    t.deps.mailOutbox?.failNext();
    await sendMail();
    expect((await detail(id)).mail).toMatchObject({
      state: 'QUEUED',
      attempts: 1,
      lastError: 'the outbox was told to fail this send',
      nextAttemptAt: new Date(clock.now().getTime() + MAIL_RETRY_SECONDS[0] * 1000).toISOString(),
    });
    clock.advance(MAIL_RETRY_SECONDS[0] * 1000);
    await sendMail();
    expect((await detail(id)).mail).toMatchObject({ state: 'SENT', attempts: 2, nextAttemptAt: null, sentAt: clock.now().toISOString() });
    expect(outbox()).toHaveLength(1);
    expect(outbox()[0]).toMatchObject({ to: 'kcdimom@dodam.example', subject: '[도담] 토리의 발달 검사(K-CDI) 안내' });
    expect(outbox()[0]?.text).toContain('https://kcdi.example/t/ABC123');
    // Sent is provided: the member can no longer cancel it.
    expect((await pay.cancel(mom, test?.orderItemId ?? 0, { reason: '취소할래요' })).status).toBe(409);
  });

  it("sends a mail the sender gave up on again, at the admin's word, audited; nothing else is retried that way", async () => {
    const id = (await mine())[0]?.id ?? 0;
    const retry = () => t.request('POST', `/api/admin/examinations/${id}/mail/retry`, { tokens: admin });
    expect(await retry()).toMatchObject(errorOf(409, 'ExaminationStateException'));
    // The sender's last try failed (MAIL_MAX_ATTEMPTS): the detail says so, with the error.
    await t.db
      .update(mailOutbox)
      .set({ state: 'FAILED', attempts: 8, lastError: '550 mailbox unavailable' })
      .where(and(eq(mailOutbox.resourceKind, 'examination'), eq(mailOutbox.resourceId, id)));
    expect((await detail(id)).mail).toMatchObject({ state: 'FAILED', attempts: 8, lastError: '550 mailbox unavailable', nextAttemptAt: null });
    expect((await t.request('POST', `/api/admin/examinations/${id}/mail/retry`, { tokens: mom })).status).toBe(403);
    const queued = dataOf(await retry(), adminExaminationsApi.retryExaminationMail.response);
    expect(queued.mail).toMatchObject({ state: 'QUEUED', attempts: 0 });
    await sendMail();
    expect((await detail(id)).mail).toMatchObject({ state: 'SENT', attempts: 1 });
    expect(outbox()).toHaveLength(2);
    const [entry] = await t.db
      .select({ before: auditLog.before })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'examination.mail_retry'), eq(auditLog.resourceId, id)));
    expect(entry?.before).toMatchObject({ mail: 'FAILED', attempts: 8, lastError: '550 mailbox unavailable' });
  });

  it('takes a PDF only by its content, not empty, at most 16 MB; then answers the member with it', async () => {
    const id = (await mine())[0]?.id ?? 0;
    expect(await download(id)).toMatchObject({ status: 404 });
    expect((await (await download(id)).json()) as unknown).toMatchObject({ message: 'NoPdfDownloadableException' });
    const answer = async (res: Response) => ({ status: res.status, json: (await res.json()) as unknown });
    expect(await answer(await upload(id, new Uint8Array(0)))).toEqual(errorOf(400, 'FileSizeZero'));
    expect(await answer(await upload(id, new TextEncoder().encode('GIF89a not a pdf')))).toEqual(errorOf(415, 'FileNotPdf'));
    expect(await answer(await upload(id, new Uint8Array(16 * 1024 * 1024 + 1).fill(37)))).toMatchObject({ status: 413 });
    expect((await upload(id, PDF, mom)).status).toBe(403);
    expect((await upload(id, PDF)).status).toBe(200);
    expect(await answer(await upload(id, PDF))).toEqual(errorOf(409, 'ValidPdfAlreadyExistException'));
    // Streamed from the storage as it is sent (decision 0078), never read whole into the request's memory.
    const read = vi.spyOn(t.deps.storage, 'get');
    const streamed = vi.spyOn(t.deps.storage, 'stream');
    const res = await download(id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-length')).toBe(String(PDF.byteLength));
    expect(res.body).toBeInstanceOf(ReadableStream);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
    expect([read.mock.calls.length, streamed.mock.calls.length]).toEqual([0, 1]);
    read.mockRestore();
    streamed.mockRestore();
    expect((await mine())[0]).toMatchObject({ status: 'RESULT', hasPdf: true, ageMonthsAtResult: 22 });
  });

  it('keeps the developmental age per domain for the chart, audited', async () => {
    const id = (await mine())[0]?.id ?? 0;
    const put = (body: unknown) => t.request('PUT', `/api/admin/examinations/${id}/results`, { tokens: admin, body });
    expect((await put({ results: [] })).status).toBe(400);
    expect((await put({ results: [{ domain: 'SOCIAL', months: 300 }] })).status).toBe(400);
    const results = [
      { domain: 'SOCIAL', months: 24 },
      { domain: 'GROSS_MOTOR', months: 20 },
      { domain: 'EXPRESSIVE_LANGUAGE', months: 17 },
    ];
    expect((await put({ results })).status).toBe(200);
    expect((await mine())[0]?.results).toEqual(results);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.resourceKind, 'examination'), eq(auditLog.resourceId, id)));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['examination.send', 'examination.result_file', 'examination.results']));
  });

  it('lets the member download through the 30th Korea day, then answers OrderExaminationExpiredException', async () => {
    const id = (await mine())[0]?.id ?? 0;
    clock.set(new Date('2027-01-02T14:59:00Z')); // 2027-01-02 23:59 KST: the 30th day after 12-03
    // A month on, the sessions of December have expired: sign in again.
    mom = await k.signIn('kcdimom', JOIN_PASSWORD);
    admin = await k.signIn('admin');
    expect((await download(id)).status).toBe(200);
    clock.set(new Date('2027-01-02T15:00:00Z')); // 2027-01-03 00:00 KST
    const res = await download(id);
    expect({ status: res.status, json: (await res.json()) as unknown }).toEqual(errorOf(410, 'OrderExaminationExpiredException'));
    expect((await mine())[0]?.status).toBe('EXPIRED');
    const list = dataOf(await t.request('GET', '/api/admin/examinations?status=EXPIRED', { tokens: admin }), adminExaminationsApi.adminExaminations.response);
    expect(list.items.map((e) => e.id)).toEqual([id]);
    expect(await (await upload(id, PDF)).json()).toMatchObject({ message: 'AlreadyPdfUploadedException' });
    expect((await t.request('GET', '/api/admin/examinations', { tokens: mom })).status).toBe(403);
    expect(await t.request('GET', '/api/admin/examinations/2147483000', { tokens: admin })).toMatchObject(errorOf(404, 'NoSuchExaminationException'));
  });

  it('keeps the dev mail outbox as a page of text, never markup', async () => {
    t.deps.mailOutbox?.send({ to: 'x@dodam.example', subject: '<b>굵게</b>', text: '<script>alert(1)</script>' });
    const res = await t.app.request('/api/open/dev/mail-outbox');
    const html = await res.text();
    expect(html).toContain('&#60;script&#62;');
    expect(html).not.toContain('<script>');
  });
});
