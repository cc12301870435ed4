import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AddressBody } from '../../contract/addresses.ts';
import { formatHomePhone } from '../../lib/forms/phone.ts';
import { bodyOf, emptyAddressForm, fieldIssue, formIssues, formOf, sameForm, type AddressForm } from './address-form-state.ts';

const filled: AddressForm = {
  addressName: '우리집',
  recipientName: '김도담',
  receiverMobilePhone: '010-1234-5678',
  receiverHomePhone: '',
  postalCode: '03925',
  street: '서울특별시 마포구 월드컵북로 396',
  detail: '',
  isDefault: false,
};

describe('decision 0026 address form: every field judged by the contract', () => {
  it('a filled form has no issues and makes a body the contract accepts (an empty landline is null)', () => {
    expect(formIssues(filled)).toEqual({});
    const body = bodyOf(filled);
    expect(body.receiverHomePhone).toBeNull();
    expect(v.parse(AddressBody, body)).toMatchObject({ receiverMobilePhone: '01012345678', receiverHomePhone: null, detail: '' });
  });

  it('an empty form asks for each needed field, never for the optional landline and detail', () => {
    expect(formIssues(emptyAddressForm(true))).toEqual({
      addressName: 'required',
      recipientName: 'required',
      receiverMobilePhone: 'required',
      postalCode: 'required',
      street: 'required',
    });
    expect(fieldIssue({ ...filled, addressName: '   ' }, 'addressName')).toBe('required');
  });

  it('too long and wrongly shaped values are told apart', () => {
    expect(fieldIssue({ ...filled, addressName: '가'.repeat(21) }, 'addressName')).toBe('tooLong');
    expect(fieldIssue({ ...filled, detail: '가'.repeat(101) }, 'detail')).toBe('tooLong');
    expect(fieldIssue({ ...filled, postalCode: '0392' }, 'postalCode')).toBe('invalid');
    expect(fieldIssue({ ...filled, postalCode: '039255' }, 'postalCode')).toBe('invalid');
    expect(fieldIssue({ ...filled, receiverMobilePhone: '02-123-4567' }, 'receiverMobilePhone')).toBe('invalid');
    expect(fieldIssue({ ...filled, receiverHomePhone: '123' }, 'receiverHomePhone')).toBe('invalid');
    expect(fieldIssue({ ...filled, receiverHomePhone: '02-123-4567' }, 'receiverHomePhone')).toBeNull();
  });

  it('a stored address fills the inputs with readable phones; unchanged it is the same form', () => {
    const stored = {
      id: 3,
      addressName: '친정',
      recipientName: '김정희',
      receiverMobilePhone: '01098765432',
      receiverHomePhone: '0517654321',
      street: '부산광역시 해운대구 해운대해변로 264',
      detail: '101동 1203호',
      postalCode: '48099',
      isDefault: false,
    };
    const form = formOf(stored);
    expect(form).toMatchObject({ receiverMobilePhone: '010-9876-5432', receiverHomePhone: '051-765-4321' });
    expect(sameForm(form, formOf(stored))).toBe(true);
    expect(sameForm(form, { ...form, detail: '102동' })).toBe(false);
    expect(formIssues(form)).toEqual({});
  });

  it('writes landlines with their area code', () => {
    expect(formatHomePhone('021234567')).toBe('02-123-4567');
    expect(formatHomePhone('0212345678')).toBe('02-1234-5678');
    expect(formatHomePhone('0311234567')).toBe('031-123-4567');
    expect(formatHomePhone(null)).toBe('');
  });
});
