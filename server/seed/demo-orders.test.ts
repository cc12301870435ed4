import { beforeAll, describe, expect, it } from 'vitest';
import { adminConsultationsApi } from '../../src/contract/admin-consultations-api.ts';
import { adminExaminationsApi } from '../../src/contract/admin-examinations-api.ts';
import { consultationsApi } from '../../src/contract/consultations-api.ts';
import { examinationsApi } from '../../src/contract/examinations-api.ts';
import { ordersApi } from '../../src/contract/orders-api.ts';
import { testApp, testClock } from '../test/harness.ts';
import { dataOf, memberKit } from '../test/members.ts';
import { ordersKit } from '../test/orders-test-kit.ts';

/**
 * Decision 0080: the demo's paid services have their records behind them, so the payment history,
 * /main/counsel, /my-page/kcdi-list and the back office's lists tell one story.
 */
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const k = memberKit(() => t);
const pay = ordersKit(() => t);
const t = testApp({ clock, demo: true });
beforeAll(async () => {});

describe('the demo parent’s paid services (server/seed/demo-orders.ts)', () => {
  it('lists four items, each with the name its product gives it, newest first', async () => {
    const parent = await k.signIn('parent');
    const items = dataOf(await pay.history(parent), ordersApi.orderItems.response).orderItems;
    expect(items.map((i) => [i.orderableType, i.status, i.name])).toEqual([
      ['CONSULTATION', 'PAID', '전문가 상담 (도담이)'],
      ['GROWTH_EXAMINATION', 'PROVIDED', '발달 검사 (도담이)'],
      ['GROWTH_EXAMINATION', 'CANCELED', '발달 검사 (도담이)'],
      ['CONSULTATION', 'PROVIDED', '전문가 상담 (도담이)'],
    ]);
    const held = await pay.detail(parent, items[3]?.id ?? 0);
    expect(held).toMatchObject({ cancelable: false, method: '카드', consultationContent: '밤중 수유를 언제 끊으면 좋을지 궁금해요.' });
    const canceled = await pay.detail(parent, items[2]?.id ?? 0);
    expect(canceled).toMatchObject({ status: 'CANCELED', refundedAmount: 50_000 });
  });

  it('shows the consultations on /main/counsel and the tests on /my-page/kcdi-list, in the states their items say', async () => {
    const parent = await k.signIn('parent');
    const counsel = dataOf(await t.request('GET', '/api/members/consultations', { tokens: parent }), consultationsApi.memberConsultations.response);
    expect(counsel.consultations.map((c) => [c.status, c.child.nickname, c.expertNickname])).toEqual([
      ['SCHEDULED', '도담이', '육아전문가'],
      ['FINISHED', '도담이', '육아전문가'],
    ]);
    const tests = dataOf(await t.request('GET', '/api/members/examinations', { tokens: parent }), examinationsApi.memberExaminations.response);
    expect(tests.examinations.map((e) => [e.status, e.access])).toEqual([
      ['SENT', 'https://kcdi.example/test/DODAM-DEMO-7Q4K'],
      ['CANCELED', null],
    ]);
  });

  it('shows each of them in the back office', async () => {
    const admin = await k.signIn('admin');
    const consultations = dataOf(await t.request('GET', '/api/admin/consultations', { tokens: admin }), adminConsultationsApi.adminConsultations.response);
    expect(consultations.items.map((c) => c.status).sort()).toEqual(['FINISHED', 'SCHEDULED']);
    const examinations = dataOf(await t.request('GET', '/api/admin/examinations', { tokens: admin }), adminExaminationsApi.adminExaminations.response);
    expect(examinations.items.map((e) => e.status).sort()).toEqual(['CANCELED', 'SENT']);
  });
});
