/**
 * The pregnancy diary in the book (decision 0101): when the book holds it, its entries come first
 * under a "태교일기" chapter page and the diary follows under a "육아일기" one. A pregnancy entry is
 * laid out as a diary entry is (diary-book.ts), headed by its week with the day it was written on
 * the right; it has no title and no care areas, its text is plain (one paragraph per line).
 */
import { koreanDate, koreanPeriod } from '../../../../src/contract/calendar/format.ts';
import type { DiaryAreas } from '../../../../src/contract/diary.ts';
import { COLORS, MARGIN, PAGE, type Composer } from './composer.ts';

/** A pregnancy entry records no care area. */
export const NO_AREAS: DiaryAreas = { water: null, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: null, breastfeeding: null };

export type ChapterKind = 'pregnancy' | 'diary';
type Chapter = { title: string; subtitle: string };
/** What of a book entry (diary-book.ts, which imports this file) the chapters read. */
type Entry = { pregnancyWeek?: number };

export const chapterOf = (entry: Entry): ChapterKind => (entry.pregnancyWeek === undefined ? 'diary' : 'pregnancy');

/** '임신 12주', with '2026년 3월 5일' (the Korea day it was written) on the right. */
export const pregnancyHeading = (week: number, writtenOn: string) => ({ title: `임신 ${week}주`, aside: koreanDate(writtenOn) });

/**
 * The chapters' title pages, or null for a book of the diary alone (it opens on its first entry, as
 * before decision 0101). The diary's chapter carries the book's period; the pregnancy's its weeks.
 */
export function chaptersOf(input: { from: string; to: string; entries: readonly Entry[] }): Record<ChapterKind, Chapter> | null {
  const weeks = input.entries.flatMap((entry) => (entry.pregnancyWeek === undefined ? [] : [entry.pregnancyWeek]));
  if (weeks.length === 0) return null;
  const first = Math.min(...weeks);
  const last = Math.max(...weeks);
  return {
    pregnancy: { title: '태교일기', subtitle: first === last ? `임신 ${first}주` : `임신 ${first}주 – ${last}주` },
    diary: { title: '육아일기', subtitle: koreanPeriod(input.from, input.to) },
  };
}

/** A numbered page with the chapter's title a third down, under a soft circle like the cover's. */
export function chapterPage(c: Composer, chapter: Chapter): void {
  c.setContinuation(null);
  c.turn(false);
  const page = c.page();
  page.drawCircle({ x: PAGE.width - 60, y: PAGE.height - 110, size: 96, color: COLORS.accentSoft });
  c.down(PAGE.height * 0.3);
  c.paragraph([{ text: chapter.title, style: { weight: 'bold', size: 24, color: COLORS.text } }], { leading: 34 });
  c.down(12);
  page.drawRectangle({ x: MARGIN.side, y: c.y, width: 36, height: 3, color: COLORS.brand });
  c.down(18);
  c.paragraph([{ text: chapter.subtitle, style: { weight: 'regular', size: 12, color: COLORS.muted } }], { leading: 20 });
}
