/** '01012345678' → '010-1234-5678' for display. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  if (digits.length === 11) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return value;
}

/** A landline with its area code: '021234567' → '02-123-4567', '0311234567' → '031-123-4567'. */
export function formatHomePhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  const area = digits.startsWith('02') ? 2 : 3;
  const rest = digits.slice(area);
  if (rest.length < 7) return value;
  return `${digits.slice(0, area)}-${rest.slice(0, rest.length - 4)}-${rest.slice(-4)}`;
}

/**
 * A mobile number as it is typed, grouped as it is written ('0105' → '010-5', '01055557777' →
 * '010-5555-7777'; a ten-digit 011 number as 011-123-4567): the field shows the placeholder's form
 * while the contract (MemberPhone) accepts the '-' and sends digits on (SPEC §5, decision 0075).
 */
export function typePhone(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 7) return `${d.slice(0, 3)}-${d.slice(3)}`;
  const middle = d.length === 10 && !d.startsWith('010') ? 3 : 4;
  return `${d.slice(0, 3)}-${d.slice(3, 3 + middle)}-${d.slice(3 + middle)}`;
}

/** A landline as it is typed, after its area code: '0212345678' → '02-1234-5678', '0311234567' → '031-123-4567'. */
export function typeHomePhone(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 11);
  const area = d.startsWith('02') ? 2 : 3;
  const rest = d.slice(area, area + 8);
  if (rest === '') return d;
  if (rest.length <= 3) return `${d.slice(0, area)}-${rest}`;
  const middle = rest.length === 8 ? 4 : Math.min(3, rest.length);
  return `${d.slice(0, area)}-${rest.slice(0, middle)}${rest.length > middle ? `-${rest.slice(middle)}` : ''}`;
}

/** 180 → '03:00'. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
