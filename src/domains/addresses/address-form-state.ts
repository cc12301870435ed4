/**
 * The address form (decision 0026): what the inputs hold, the contract body they make, and what is
 * wrong with each field, judged by the contract's own AddressBody schema so that the form refuses
 * exactly what the server would.
 */
import * as v from 'valibot';
import { AddressBody, type MemberAddress } from '../../contract/addresses.ts';
import { formatHomePhone, formatPhone } from '../../lib/forms/phone.ts';

export type AddressForm = {
  addressName: string;
  recipientName: string;
  receiverMobilePhone: string;
  receiverHomePhone: string;
  postalCode: string;
  street: string;
  detail: string;
  isDefault: boolean;
};

export type AddressField = Exclude<keyof AddressForm, 'isDefault'>;
export const ADDRESS_FIELDS: readonly AddressField[] = [
  'addressName',
  'recipientName',
  'receiverMobilePhone',
  'receiverHomePhone',
  'postalCode',
  'street',
  'detail',
];

/** Empty where a value is needed, longer than allowed, or not the expected shape (a phone, five digits). */
export type FieldIssue = 'required' | 'tooLong' | 'invalid';

/** Fields that may stay empty. */
const OPTIONAL: ReadonlySet<AddressField> = new Set(['receiverHomePhone', 'detail']);

export const emptyAddressForm = (isDefault: boolean): AddressForm => ({
  addressName: '',
  recipientName: '',
  receiverMobilePhone: '',
  receiverHomePhone: '',
  postalCode: '',
  street: '',
  detail: '',
  isDefault,
});

/** A stored address in the inputs, phones written with dashes as people read them. */
export const formOf = (address: MemberAddress): AddressForm => ({
  addressName: address.addressName,
  recipientName: address.recipientName,
  receiverMobilePhone: formatPhone(address.receiverMobilePhone),
  receiverHomePhone: formatHomePhone(address.receiverHomePhone),
  postalCode: address.postalCode,
  street: address.street,
  detail: address.detail,
  isDefault: address.isDefault,
});

/** The body the contract expects: an empty landline is none. */
export const bodyOf = (form: AddressForm): v.InferInput<typeof AddressBody> => ({
  ...form,
  receiverHomePhone: form.receiverHomePhone.trim() === '' ? null : form.receiverHomePhone,
});

/** What is wrong with one field, or null. */
export function fieldIssue(form: AddressForm, field: AddressField): FieldIssue | null {
  const value = bodyOf(form)[field];
  const result = v.safeParse(AddressBody.entries[field], value);
  if (result.success) return null;
  if (value === null || value.trim() === '') return OPTIONAL.has(field) ? null : 'required';
  return result.issues.some((issue) => issue.type === 'max_length') ? 'tooLong' : 'invalid';
}

export function formIssues(form: AddressForm): Partial<Record<AddressField, FieldIssue>> {
  const issues: Partial<Record<AddressField, FieldIssue>> = {};
  for (const field of ADDRESS_FIELDS) {
    const issue = fieldIssue(form, field);
    if (issue) issues[field] = issue;
  }
  return issues;
}

export const sameForm = (a: AddressForm, b: AddressForm) => ADDRESS_FIELDS.every((field) => a[field] === b[field]) && a.isDefault === b.isDefault;
