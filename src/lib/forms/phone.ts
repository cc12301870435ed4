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

/** Keeps what a person may type into a phone field: digits and '-' (SPEC §5). */
export function cleanPhoneInput(value: string): string {
  return value.replace(/[^\d-]/g, '').slice(0, 13);
}

/** 180 → '03:00'. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
