/** How the daily log's page says a duration and a stopwatch (decision 0098). */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import './catalog.ts';

/** 45분, 1시간 30분. */
export function durationText(i18n: I18n, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return i18n._(msg`${rest} min`);
  return rest === 0 ? i18n._(msg`${hours} h`) : i18n._(msg`${hours} h ${rest} min`);
}

/** A running timer's time: 05:12, 1:05:12. */
export function stopwatch(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
