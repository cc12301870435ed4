import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import type { AddressBody, FoundAddress } from '../../contract/addresses.ts';
import type * as v from 'valibot';
import { Button } from '../../components/button/button.tsx';
import { LeaveGuard } from '../../components/dialog/leave-guard.tsx';
import { Checkbox } from '../../components/field/checkbox.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { TextField } from '../../components/field/text-field.tsx';
import { typeHomePhone, typePhone } from '../../lib/forms/phone.ts';
import { AddressSearchDialog } from './address-search-dialog.tsx';
import { ADDRESS_FIELDS, bodyOf, formIssues, sameForm, type AddressField, type AddressForm as Form } from './address-form-state.ts';
import * as css from './addresses.css.ts';
import { useIssueText } from './issue-text.ts';
import './catalog.ts';

type Props = {
  initial: Form;
  /** The default cannot be unticked here: it moves only when another address becomes the default. */
  defaultLocked: 'first' | 'current' | null;
  saving: boolean;
  error: string | null;
  onSave: (body: v.InferInput<typeof AddressBody>) => Promise<unknown>;
};

/** Postal code, road address and detail with the recipient (SPEC §3 address fields); Korean messages per field. */
export function AddressForm({ initial, defaultLocked, saving, error, onSave }: Props) {
  const { t } = useLingui();
  const issueText = useIssueText();
  const [form, setForm] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<AddressField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  // Set once saved, so that going back to the list is not blocked by the leave guard.
  const saved = useRef(false);
  const issues = formIssues(form);
  const shown = (field: AddressField) => (submitted || touched.has(field) ? issueText(field, issues[field]) : null);
  const set = (field: keyof Form) => (value: string | boolean) => setForm((old) => ({ ...old, [field]: value }));
  const input = (field: AddressField, clean: (value: string) => string = (value) => value) => ({
    value: form[field],
    onChange: (event: { target: { value: string } }) => set(field)(clean(event.target.value)),
    onBlur: () => setTouched((old) => new Set(old).add(field)),
    error: shown(field),
  });

  const [searching, setSearching] = useState(false);
  // Decision 0074: a found address fills the postal code and the road address; the detail line is typed next.
  const pick = (found: FoundAddress) => {
    setForm((old) => ({ ...old, postalCode: found.postalCode, street: found.roadAddress }));
    setTouched((old) => new Set(old).add('postalCode').add('street'));
    setSearching(false);
    requestAnimationFrame(() => document.querySelector<HTMLInputElement>('[name="detail"]')?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const first = ADDRESS_FIELDS.find((field) => issues[field]);
    if (first) {
      document.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    saved.current = true;
    try {
      await onSave(bodyOf(form));
    } catch {
      saved.current = false; // refused: the text is still unsaved
    }
  };

  return (
    <>
      <form className={css.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t`Delivery address`}>
        <div className={css.group}>
          <TextField
            label={t`Address name`}
            name="addressName"
            placeholder={t`e.g. Home, Office`}
            autoComplete="off"
            maxLength={40}
            {...input('addressName')}
          />
          <TextField label={t`Recipient`} name="recipientName" autoComplete="name" maxLength={40} {...input('recipientName')} />
          <TextField
            label={t`Mobile phone`}
            name="receiverMobilePhone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="010-1234-5678"
            {...input('receiverMobilePhone', typePhone)}
          />
          <TextField
            label={t`Landline (optional)`}
            name="receiverHomePhone"
            type="tel"
            inputMode="tel"
            placeholder="02-123-4567"
            {...input('receiverHomePhone', typeHomePhone)}
          />
        </div>
        <div className={css.group}>
          <div className={css.postal}>
            <TextField
              label={t`Postal code`}
              name="postalCode"
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="03925"
              maxLength={5}
              {...input('postalCode', (value) => value.replace(/\D/g, '').slice(0, 5))}
              action={
                <Button tone="secondary" onClick={() => setSearching(true)}>
                  <Trans>Search address</Trans>
                </Button>
              }
            />
          </div>
          <TextField
            label={t`Road address`}
            name="street"
            autoComplete="address-line1"
            placeholder={t`e.g. 396 World Cup-buk-ro, Mapo-gu, Seoul`}
            maxLength={220}
            {...input('street')}
          />
          <TextField
            label={t`Detailed address (optional)`}
            name="detail"
            autoComplete="address-line2"
            placeholder={t`Building, floor, unit`}
            maxLength={120}
            {...input('detail')}
          />
        </div>
        <div>
          <Checkbox
            label={t`Use as my default address`}
            checked={form.isDefault}
            disabled={defaultLocked !== null}
            onChange={(event) => set('isDefault')(event.target.checked)}
          />
          {defaultLocked === 'first' ? (
            <p className={css.hint}>
              <Trans>Your first address becomes your default address.</Trans>
            </p>
          ) : null}
          {defaultLocked === 'current' ? (
            <p className={css.hint}>
              <Trans>This is your default address. Make another address the default to change it.</Trans>
            </p>
          ) : null}
        </div>
        <FormAlert message={error} />
        <Button type="submit" block busy={saving}>
          <Trans>Save</Trans>
        </Button>
        <LeaveGuard pending={() => !saved.current && !sameForm(form, initial)} />
      </form>
      <AddressSearchDialog open={searching} onClose={() => setSearching(false)} onPick={pick} />
    </>
  );
}
