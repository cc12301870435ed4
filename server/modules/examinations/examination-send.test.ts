import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminExaminationsApi } from '../../../src/contract/admin-examinations-api.ts';
import { examinationsApi } from '../../../src/contract/examinations-api.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/users.ts';
import { bornChild } from '../../test/child-test-kit.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { runMailOutbox } from '../../lib/mail-outbox.ts';
import { errorOf, ordersKit } from '../../test/orders-test-kit.ts';

/** Decision 0082 (SPEC §4 "a development test can be moved to 'test sent'", §8 "examination sent"): what is sent is checked, and it can be sent again. */
const clock = testClock(new Date('2026-12-03T01:00:00Z'));
const k = memberKit(() => t);
const pay = ordersKit(() => t);
let admin: Pair;
let mom: Pair;
let id: number;

const send = (access: unknown) => t.request('POST', `/api/admin/examinations/${id}/send`, { tokens: admin, body: { access } });
const results = (body: unknown) => t.request('PUT', `/api/admin/examinations/${id}/results`, { tokens: admin, body });
/** The mails sent so far: the outbox's sender runs first, as the background job would (decision 0079). */
const outbox = async () => {
  await runMailOutbox({ db: t.db, clock, mail: t.deps.mail, log: t.deps.log });
  return t.deps.mailOutbox?.list() ?? [];
};

const t = testApp({ clock, demo: true });
beforeAll(async () => {
  admin = await k.signIn('admin');
  mom = await k.join('resendmom', '재발송맘');
  await t.db.update(users).set({ email: 'resendmom@dodam.example' }).where(eq(users.loginId, 'resendmom'));
  const child = await k.addChild(mom, bornChild('바다', '2025-02-10T03:00:00Z'));
  await pay.payFor(mom, { orderableType: 'GROWTH_EXAMINATION', targetId: child });
  const mine = dataOf(await t.request('GET', '/api/members/examinations', { tokens: mom }), examinationsApi.memberExaminations.response);
  id = mine.examinations[0]?.id ?? 0;
});

describe('sending the test code or link', () => {
  it('refuses what is neither a code nor an https link, sending nothing', async () => {
    for (const access of ['검사 링크', 'http://kcdi.example/t/1', 'kcdi.example/t/1', 'AB1', 'javascript:alert(1)'])
      expect(await send(access)).toMatchObject(errorOf(400, 'InvalidExaminationAccess'));
    expect((await outbox()).filter((m) => m.to === 'resendmom@dodam.example')).toHaveLength(0);
  });

  it('sends a code, then sends it again (corrected) until the result is in, each audited', async () => {
    const first = dataOf(await send('KCDI-1234-ABCD'), adminExaminationsApi.sendExamination.response);
    expect(first).toMatchObject({ status: 'SENT', access: 'KCDI-1234-ABCD' });
    clock.advance(60_000);
    const again = dataOf(await send('https://kcdi.example/t/KCDI-1234-ABCE'), adminExaminationsApi.sendExamination.response);
    expect(again).toMatchObject({ status: 'SENT', access: 'https://kcdi.example/t/KCDI-1234-ABCE', sentAt: first.sentAt });
    const mails = (await outbox()).filter((m) => m.to === 'resendmom@dodam.example');
    expect(mails.map((m) => m.text.includes('KCDI-1234-ABCE')).sort()).toEqual([false, true]);
    // The same code again within a minute is the same request (a double tap): no second mail, no second row.
    expect((await send('https://kcdi.example/t/KCDI-1234-ABCE')).status).toBe(200);
    expect((await outbox()).filter((m) => m.to === 'resendmom@dodam.example')).toHaveLength(2);
    const rows = await t.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.resourceKind, 'examination'), eq(auditLog.resourceId, id), inArray(auditLog.action, ['examination.send', 'examination.resend'])))
      .orderBy(auditLog.id);
    expect(rows.map((r) => r.action)).toEqual(['examination.send', 'examination.resend']);
    expect(rows[1]).toMatchObject({ before: { access: 'KCDI-1234-ABCD' }, after: { access: 'https://kcdi.example/t/KCDI-1234-ABCE' } });
  });

  it('takes developmental ages in whole months from 0 to 120 only, naming the mistake', async () => {
    for (const months of [200, -3, 12.5])
      expect(await results({ results: [{ domain: 'SOCIAL', months }] })).toMatchObject(errorOf(400, 'InvalidExaminationMonths'));
    expect(await results({ results: [] })).toMatchObject(errorOf(400, 'InvalidExaminationResults'));
    expect((await results({ results: [{ domain: 'SOCIAL', months: 24 }] })).status).toBe(200);
  });
});
