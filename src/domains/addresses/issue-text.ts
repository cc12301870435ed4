import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { AddressField, FieldIssue } from './address-form-state.ts';
import './catalog.ts';

/** The Korean message for what is wrong with a field (decision 0026: a clear message for every bad input). */
export function useIssueText(): (field: AddressField, issue: FieldIssue | undefined) => string | null {
  const { t } = useLingui();
  return useCallback(
    (field, issue) => {
      if (!issue) return null;
      switch (field) {
        case 'addressName':
          return issue === 'tooLong' ? t`Keep the address name to 20 characters.` : t`Please enter a name for this address.`;
        case 'recipientName':
          return issue === 'tooLong' ? t`Keep the recipient's name to 20 characters.` : t`Please enter who receives the delivery.`;
        case 'receiverMobilePhone':
          return issue === 'required' ? t`Please enter a mobile phone number.` : t`Enter a mobile number starting with 01, 10 or 11 digits.`;
        case 'receiverHomePhone':
          return t`Enter the landline with its area code, e.g. 02-123-4567.`;
        case 'postalCode':
          return issue === 'required' ? t`Please enter the postal code.` : t`The postal code is 5 digits.`;
        case 'street':
          return issue === 'tooLong' ? t`Keep the road address to 200 characters.` : t`Please enter the road address.`;
        case 'detail':
          return t`Keep the detailed address to 100 characters.`;
      }
    },
    [t],
  );
}
