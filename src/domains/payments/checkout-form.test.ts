import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OrderCreateBody } from '../../contract/orders.ts';
import type { PaymentDraft } from '../../lib/payment/payment-draft.ts';
import { checkoutIssues, draftWithForm, expectedAmount, initialCheckoutForm, orderBody, type CheckoutForm } from './checkout-form.ts';

const draft: PaymentDraft = {
  targetId: 4,
  orderableDtype: 'CONSULTATION',
  backUrl: '/main/counsel',
  nextUrl: '/my-page/payment-history/{orderItemId}',
  customerEmail: null,
  customerName: '',
  customerMobilePhone: '',
  consultationPhone: null,
  consultationContent: null,
  infoSet: false,
};
const user = { name: '김도담', phone: '01012345678', email: 'parent@example.com' };

const filled = (over: Partial<CheckoutForm> = {}): CheckoutForm => ({
  ...initialCheckoutForm(draft, user),
  consultationContent: '밤잠을 자주 깨요',
  agreePurchase: true,
  agreeThirdParty: true,
  ...over,
});

describe('/payments customer info (decision 0025: prefilled from the user, editable, kept in the draft)', () => {
  it('prefills name, phone and email from the user until the member set them (infoSet)', () => {
    // The user's phone shows as written, in the placeholder's form (decision 0075).
    expect(initialCheckoutForm(draft, user)).toMatchObject({
      customerName: '김도담',
      customerMobilePhone: '010-1234-5678',
      customerEmail: 'parent@example.com',
      consultationPhone: '010-1234-5678',
    });
    const set = { ...draft, infoSet: true, customerName: '이도담', customerMobilePhone: '01099998888', customerEmail: null };
    expect(initialCheckoutForm(set, user)).toMatchObject({ customerName: '이도담', customerMobilePhone: '01099998888', customerEmail: '' });
  });

  it('a user without name or phone gets empty fields to fill in', () => {
    expect(initialCheckoutForm(draft, { name: null, phone: null, email: null })).toMatchObject({
      customerName: '',
      customerMobilePhone: '',
      customerEmail: '',
    });
  });

  it('draftWithForm keeps what was typed and marks the info as set', () => {
    const next = draftWithForm(draft, filled({ customerEmail: '  ' }));
    expect(next).toMatchObject({ customerName: '김도담', customerEmail: null, consultationContent: '밤잠을 자주 깨요', infoSet: true });
  });
});

describe('/payments validation with the contract schemas (SPEC §5 phone 10-11 digits)', () => {
  it('a complete consultation order has no issues and its body passes OrderCreateBody', () => {
    const form = filled();
    expect(checkoutIssues(form, 'CONSULTATION')).toEqual({});
    const body = orderBody(draft, form, 50_000);
    expect(v.safeParse(OrderCreateBody, body).success).toBe(true);
    expect(body).toMatchObject({
      orderableType: 'CONSULTATION',
      targetId: 4,
      expectedAmount: 50_000,
      consultationPhone: '01012345678',
      addressId: null,
      quantity: 1,
    });
  });

  it('names each bad field with a message key', () => {
    const issues = checkoutIssues(
      filled({
        customerName: ' ',
        customerMobilePhone: '0101234',
        customerEmail: 'not-mail',
        consultationPhone: '',
        consultationContent: '',
        agreeThirdParty: false,
      }),
      'CONSULTATION',
    );
    expect(issues).toEqual({
      customerName: 'NameRequired',
      customerMobilePhone: 'InvalidMemberPhone',
      customerEmail: 'InvalidEmail',
      consultationPhone: 'InvalidMemberPhone',
      consultationContent: 'ConsultationContentRequired',
      agreeThirdParty: 'AgreementRequired',
    });
  });

  it('consultation fields matter only for CONSULTATION; PRODUCT needs a delivery address', () => {
    const form = filled({ consultationContent: '', consultationPhone: '' });
    expect(checkoutIssues(form, 'DIARY_PDF')).toEqual({});
    expect(checkoutIssues(form, 'PRODUCT')).toEqual({ addressId: 'AddressRequired' });
    expect(checkoutIssues({ ...form, addressId: 3 }, 'PRODUCT')).toEqual({});
  });

  it('phone numbers may be typed with dashes; an empty email is sent as null', () => {
    const form = filled({ customerMobilePhone: '010-1234-5678', customerEmail: '' });
    expect(checkoutIssues(form, 'DIARY_PDF')).toEqual({});
    const parsed = v.parse(OrderCreateBody, orderBody({ ...draft, orderableDtype: 'DIARY_PDF' }, form, 10_000));
    expect(parsed).toMatchObject({ customerMobilePhone: '01012345678', customerEmail: null, consultationPhone: null });
  });
});

describe('SPEC §9 prices shown before paying', () => {
  it('fixed prices from the contract; a product its own price × quantity, unknown until loaded', () => {
    expect(expectedAmount({ orderableDtype: 'DIARY_COMMENT' }, null)).toBe(10_000);
    expect(expectedAmount({ orderableDtype: 'CONSULTATION', quantity: 3 }, null)).toBe(50_000);
    expect(expectedAmount({ orderableDtype: 'PRODUCT', quantity: 3 }, 12_000)).toBe(36_000);
    expect(expectedAmount({ orderableDtype: 'PRODUCT' }, null)).toBeNull();
  });
});
