/**
 * '오후 9:00' for a wall-clock time 'HH:mm' (a reminder's time, Korea time): the app's one form of a
 * time of day, the clock formatKoreanDateTime writes (decision 0075). Outside calendar/ on purpose:
 * that folder is one chunk of the first pages (decision 0038), and only the settings page needs this.
 */
export function formatKoreanTime(value: string): string {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(value);
  if (!match) return value;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return value;
  return `${hour < 12 ? '오전' : '오후'} ${hour % 12 || 12}:${String(minute).padStart(2, '0')}`;
}
