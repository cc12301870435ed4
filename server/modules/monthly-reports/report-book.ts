/**
 * The monthly report as a PDF (decision 0067), made by the diary book's pipeline (decision 0028: the
 * A5 composer, the embedded Korean fonts): the title, the seven care areas in sentences, the month's
 * days as line charts drawn into the PDF (each with its numbers in words below), growth with its
 * WHO percentiles, vaccinations and checkups, the change from the month before, and the expert's
 * feedback when there is some.
 */
import { PDFDocument } from 'pdf-lib';
import { formatMonth, koreanAge, koreanDate } from '../../../src/contract/calendar/format.ts';
import { DIARY_AREAS } from '../../../src/contract/diary.ts';
import type { ReportContent, ReportDay, ReportFeedback } from '../../../src/contract/reports.ts';
import { COLORS, CONTENT_WIDTH, MARGIN, createComposer, type Composer, type TextStyle } from '../diary-pdf/book/composer.ts';
import { embedFonts } from '../diary-pdf/book/fonts.ts';
import { AREA_LABELS } from '../diary-pdf/book/korean-format.ts';
import { areaSentences, careLogSentence, changeSentences, growthWords } from './report-words.ts';

export type ReportBookInput = { nickname: string; content: ReportContent; feedback: ReportFeedback | null };

const BODY: TextStyle = { weight: 'regular', size: 10, color: COLORS.text };
const MUTED: TextStyle = { weight: 'regular', size: 9, color: COLORS.muted };
const LABEL: TextStyle = { weight: 'semibold', size: 10, color: COLORS.brandStrong };
const HEADING: TextStyle = { weight: 'bold', size: 13, color: COLORS.text };
const LEADING = 16;
const CHART_HEIGHT = 96;

/** A section's heading, kept on one page with the first `keep` points of what follows it. */
function heading(c: Composer, text: string, keep = LEADING * 2): void {
  c.ensure(32 + keep);
  c.down(10);
  c.paragraph([{ text, style: HEADING }], { leading: 22 });
  c.down(2);
}

function labelled(c: Composer, label: string, text: string): void {
  c.ensure(LEADING * 2);
  c.paragraph([{ text: label, style: LABEL }], { leading: LEADING });
  c.paragraph([{ text, style: BODY }], { leading: LEADING });
  c.down(4);
}

function list(c: Composer, label: string, lines: readonly string[]): void {
  c.ensure(LEADING * 2);
  c.paragraph([{ text: label, style: LABEL }], { leading: LEADING });
  for (const line of lines) c.paragraph([{ text: line, style: BODY }], { leading: LEADING });
  c.down(4);
}

/** A line chart of one series over the month, drawn with the PDF's own lines; gaps where not recorded. */
function chart(c: Composer, title: string, days: readonly ReportDay[], value: (d: ReportDay) => number | null, unit: string): void {
  const recorded = days.filter((d) => value(d) !== null);
  if (recorded.length === 0) return;
  c.ensure(CHART_HEIGHT + LEADING * 3);
  c.paragraph([{ text: title, style: LABEL }], { leading: LEADING });
  const page = c.page();
  const top = c.y - 4;
  const left = MARGIN.side + 28;
  const width = CONTENT_WIDTH - 28;
  const max = Math.max(...recorded.map((d) => value(d) ?? 0), 1) * 1.1;
  const x = (i: number) => left + (width * i) / Math.max(days.length - 1, 1);
  const y = (v: number) => top - CHART_HEIGHT + (CHART_HEIGHT * v) / max;
  for (const tick of [0, max / 2, max]) {
    page.drawLine({ start: { x: left, y: y(tick) }, end: { x: left + width, y: y(tick) }, thickness: 0.4, color: COLORS.border });
    const label = String(Math.round(tick));
    page.drawText(label, { x: left - 4 - c.measure(label, MUTED), y: y(tick) - 3, size: MUTED.size, font: c.fonts.font.regular, color: COLORS.muted });
  }
  let previous: { x: number; y: number } | null = null;
  days.forEach((d, i) => {
    const v = value(d);
    if (v === null) {
      previous = null;
      return;
    }
    const point = { x: x(i), y: y(v) };
    if (previous) page.drawLine({ start: previous, end: point, thickness: 1.4, color: COLORS.brandStrong });
    page.drawCircle({ x: point.x, y: point.y, size: 1.8, color: COLORS.brandStrong });
    previous = point;
  });
  for (const i of [0, Math.floor((days.length - 1) / 2), days.length - 1]) {
    const label = `${Number(days[i]?.date.slice(8) ?? 0)}일`;
    page.drawText(label, {
      x: x(i) - c.measure(label, MUTED) / 2,
      y: top - CHART_HEIGHT - 12,
      size: MUTED.size,
      font: c.fonts.font.regular,
      color: COLORS.muted,
    });
  }
  c.down(CHART_HEIGHT + 22);
  // The same numbers as text, for a reader who cannot see the chart.
  const words = recorded.map((d) => `${Number(d.date.slice(8))}일 ${value(d)}${unit}`).join(', ');
  c.paragraph([{ text: words, style: MUTED }], { leading: 13 });
  c.down(6);
}

export async function renderReportBook(input: ReportBookInput): Promise<{ bytes: Uint8Array; pages: number }> {
  const { content, feedback, nickname } = input;
  const doc = await PDFDocument.create();
  const title = `${nickname}의 ${formatMonth(content.month, 'ko')} 리포트`;
  doc.setTitle(title);
  doc.setAuthor('도담');
  doc.setSubject('도담 월간 리포트');
  doc.setCreator('도담 (Dodam)');
  doc.setProducer('도담 (Dodam)');
  doc.setLanguage('ko-KR');
  const c = createComposer(doc, await embedFonts(doc));
  c.addPage({ numbered: true });
  c.paragraph([{ text: '도담 월간 리포트', style: LABEL }], { leading: LEADING });
  c.paragraph([{ text: title, style: { weight: 'bold', size: 18, color: COLORS.text } }], { leading: 28 });
  // The app's age rule and words (koreanAge, decision 0075), on the month's last day.
  const age = content.ageAtMonthEnd ? `${koreanAge(content.ageAtMonthEnd)} (월말 기준) · ` : content.ageMonths === null ? '' : `${content.ageMonths}개월 · `;
  c.paragraph([{ text: `${age}${content.daysInMonth}일 중 ${content.daysWritten}일 일기를 썼어요.`, style: MUTED }], { leading: LEADING });

  heading(c, '돌봄 기록');
  const sentences = areaSentences(content.areas);
  for (const area of DIARY_AREAS) labelled(c, AREA_LABELS[area], sentences[area]);
  const careLog = careLogSentence(content.careLog);
  if (careLog) labelled(c, '하루 기록', careLog);

  heading(c, '날짜별 기록', CHART_HEIGHT + LEADING * 2);
  chart(c, '날짜별 물 섭취량 (ml)', content.days, (d) => d.waterMl, 'ml');
  chart(c, '날짜별 수면 시간 (시간)', content.days, (d) => d.sleepHours, '시간');
  chart(c, '날짜별 수유 횟수 (번)', content.days, (d) => d.feeds, '번');

  heading(c, '성장');
  if (content.growth.length === 0) c.paragraph([{ text: '이번 달에 잰 기록이 없어요.', style: BODY }], { leading: LEADING });
  for (const m of content.growth) {
    labelled(c, koreanDate(m.date), growthWords(m));
  }

  heading(c, '예방접종·건강검진');
  const kind = (k: 'VACCINATION' | 'CHECKUP') => (k === 'VACCINATION' ? '예방접종' : '건강검진');
  const done = content.schedules.done.map((s) => `${kind(s.kind)} · ${s.name} · ${koreanDate(s.date)}`);
  const due = content.schedules.dueNextMonth.map((s) => `${kind(s.kind)} · ${s.name} · ${koreanDate(s.date)}부터`);
  list(c, '이번 달에 마쳤어요', done.length ? done : ['이번 달에 기록한 접종·검진이 없어요.']);
  list(c, '다음 달 예정', due.length ? due : ['다음 달에 예정된 접종·검진이 없어요.']);

  const change = changeSentences(content);
  if (change.length > 0) {
    heading(c, '지난달과 비교');
    for (const line of change) c.paragraph([{ text: line, style: BODY }], { leading: LEADING });
  }

  if (feedback) {
    heading(c, '전문가 피드백');
    for (const area of DIARY_AREAS) labelled(c, AREA_LABELS[area], feedback.areas[area]);
  }
  const bytes = await doc.save({ objectsPerTick: 200 });
  return { bytes, pages: doc.getPageCount() };
}
