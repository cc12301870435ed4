import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MemberPhone } from '../../contract/user.ts';
import { formatPhone, typeHomePhone, typePhone } from './phone.ts';

describe('phone fields grouped as typed (SPEC §5, decision 0075)', () => {
  it('groups a mobile number while it is typed, whatever the person types', () => {
    const steps = ['0', '01', '010', '0105', '010555', '0105555', '01055557', '010555577', '01055557777'];
    expect(steps.map(typePhone)).toEqual(['0', '01', '010', '010-5', '010-555', '010-5555', '010-5555-7', '010-5555-77', '010-5555-7777']);
    expect(typePhone('010-5555-7777')).toBe('010-5555-7777');
    expect(typePhone('010 5555 7777 9')).toBe('010-5555-7777');
    expect(typePhone('0111234567')).toBe('011-123-4567');
    expect(typePhone('010-')).toBe('010');
    expect(typePhone('abc')).toBe('');
  });

  it('sends what the contract accepts: the grouped number parses to its digits', () => {
    expect(v.parse(MemberPhone, typePhone('01055557777'))).toBe('01055557777');
    expect(v.parse(MemberPhone, typePhone('0111234567'))).toBe('0111234567');
  });

  it('groups a landline after its area code', () => {
    expect(typeHomePhone('02')).toBe('02');
    expect(typeHomePhone('0212')).toBe('02-12');
    expect(typeHomePhone('021234567')).toBe('02-123-4567');
    expect(typeHomePhone('0212345678')).toBe('02-1234-5678');
    expect(typeHomePhone('0311234567')).toBe('031-123-4567');
    expect(typeHomePhone('03112345678')).toBe('031-1234-5678');
  });

  it('shows a stored number in the same form', () => {
    expect(formatPhone('01055557777')).toBe(typePhone('01055557777'));
  });
});
