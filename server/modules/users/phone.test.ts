import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { memberKit, wrongCode as wrong, type Pair } from '../../test/members.ts';

const clock = testClock();

const t = testApp({ clock, demo: true });
beforeAll(async () => {});

// Phone verification is a step of sign-up: these members have joined and not finished it (SPEC §5).
const { joinIncomplete: join, me, outbox } = memberKit(() => t);
const requestCode = (tokens: Pair, value: string) => t.request('POST', '/api/users/phone/auth', { tokens, body: { value } });
const submitCode = (tokens: Pair, value: string) => t.request('PATCH', '/api/users/phone/submit', { tokens, body: { value } });

describe('phone verification in two steps (SPEC §4, §5; §8 Verification…, UserHasNoPhone, UserAlreadyVerifiedPhone)', () => {
  it('sends a code, refuses a wrong one (422) and verifies with the right one', async () => {
    const tokens = await join('phoneuser', '폰맘');
    const sent = await requestCode(tokens, '010-5555-0001');
    expect(sent.json).toEqual({ code: '200', message: 'OK', data: { expiresInSeconds: 180 } });
    const code = await outbox('01055550001');
    // The SMS reads as Korean: the particle sits on the code, chosen by how its last digit is read.
    const sms = await t.request('GET', '/api/open/dev/sms-outbox?phone=01055550001');
    expect(sms.json).toMatchObject({ data: { text: `[도담] 인증번호 ${code}${'013678'.includes(code.slice(-1)) ? '을' : '를'} 입력해 주세요. (3분 안에)` } });
    expect(JSON.stringify(sms.json)).not.toContain(`${code} `);
    expect(await submitCode(tokens, wrong(code))).toMatchObject({ status: 422, json: { code: '422', message: 'VerificationCodeNumberIncorrectException' } });
    expect((await submitCode(tokens, code)).status).toBe(200);
    expect(await me(tokens)).toMatchObject({ phone: '01055550001', phoneVerified: true });
    // SPEC §4: an already-verified phone blocks re-verification, on both steps.
    const conflict = { status: 409, json: { code: '409', message: 'UserAlreadyVerifiedPhoneException' } };
    expect(await requestCode(tokens, '010-5555-0002')).toMatchObject(conflict);
    expect(await submitCode(tokens, code)).toMatchObject(conflict);
  });

  it('answers 400 for a malformed phone or code, and UserHasNoPhoneException with no pending code', async () => {
    const tokens = await join('nophone', '무폰맘');
    for (const value of ['0101234', '02-123-4567', 'abcdefghijk'])
      expect((await requestCode(tokens, value)).json).toEqual({ code: '400', message: 'InvalidMemberPhone' });
    expect((await submitCode(tokens, '12ab56')).json).toEqual({ code: '400', message: 'BadRequest' });
    expect(await submitCode(tokens, '123456')).toMatchObject({ status: 422, json: { message: 'UserHasNoPhoneException' } });
  });

  it('expires the code after 5 wrong attempts and after 180 s (410)', async () => {
    const tokens = await join('tryhard', '시도맘');
    await requestCode(tokens, '01055550003');
    let code = await outbox('01055550003');
    for (let i = 0; i < 5; i++) expect((await submitCode(tokens, wrong(code))).status).toBe(422);
    expect(await submitCode(tokens, code)).toMatchObject({ status: 410, json: { code: '410', message: 'VerificationNumberExpiredException' } });

    await requestCode(tokens, '01055550003');
    code = await outbox('01055550003');
    clock.advance(181_000);
    expect(await submitCode(tokens, code)).toMatchObject({ status: 410, json: { message: 'VerificationNumberExpiredException' } });
  });

  it('counts wrong attempts made in parallel too', async () => {
    const tokens = await join('racer', '경주맘');
    await requestCode(tokens, '01055550005');
    const code = await outbox('01055550005');
    const answers = await Promise.all(Array.from({ length: 10 }, () => submitCode(tokens, wrong(code))));
    expect(answers.filter((a) => a.status === 422)).toHaveLength(5);
    expect((await submitCode(tokens, code)).status).toBe(410);
  });

  it('refuses a phone verified by another account (UserInfoDuplicateException), also at submit time', async () => {
    const a = await join('phonea', '에이맘');
    const b = await join('phoneb', '비맘');
    expect(await requestCode(a, '010-1234-5678')).toMatchObject({ status: 409, json: { message: 'UserInfoDuplicateException' } });
    // Both ask for the same free phone; another member's request does not cancel mine.
    await requestCode(a, '01055550004');
    const codeA = await outbox('01055550004');
    await requestCode(b, '01055550004');
    const codeB = await outbox('01055550004');
    expect((await submitCode(a, codeA)).status).toBe(200);
    expect(await submitCode(b, codeB)).toMatchObject({ status: 409, json: { message: 'UserInfoDuplicateException' } });
    expect(await me(b)).toMatchObject({ phone: null, phoneVerified: false });
  });

  it('lets only one of two members submitting codes for one phone at the same moment own it', async () => {
    const member = async () => {
      const [row] = await t.db.insert(users).values({ role: 'ROLE_MEMBER' }).returning({ id: users.id });
      return t.deps.tokens.issue(row?.id ?? 0, 'ROLE_MEMBER', null);
    };
    for (let round = 0; round < 5; round++) {
      const [a, b] = [await member(), await member()];
      const phone = `0105555070${round}`;
      await requestCode(a, phone);
      const codeA = await outbox(phone);
      await requestCode(b, phone);
      const codeB = await outbox(phone);
      const answers = await Promise.all([submitCode(a, codeA), submitCode(b, codeB)]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    }
  });

  it('limits code requests: the 6th in 10 minutes is 429 TooManyRequestsException', async () => {
    const tokens = await join('spammer', '많이맘');
    for (let i = 0; i < 5; i++) expect((await requestCode(tokens, `0105555010${i}`)).status).toBe(200);
    expect(await requestCode(tokens, '01055550109')).toMatchObject({ status: 429, json: { code: '429', message: 'TooManyRequestsException' } });
    clock.advance(601_000);
    expect((await requestCode(tokens, '01055550109')).status).toBe(200);
  });
});
