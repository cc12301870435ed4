/**
 * The diary book (decision 0028): a cover with the child's name, the period and
 * "도담 육아일기", then one entry per page — its date with the weekday and the child's age that day,
 * the title, the care areas, the text and the photos — continuing onto the next pages when long,
 * with page numbers. The entries come in date order; the photos of an entry are read only when it
 * is laid out, so a year of entries never holds every photo in memory twice. With the pregnancy
 * diary (decision 0101), its entries come first, in a chapter of their own (pregnancy-chapter.ts).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PDFDocument } from 'pdf-lib';
import { koreanAgeOn, koreanDate, koreanDateWithWeekday, koreanPeriod } from '../../../../src/contract/calendar/format.ts';
import type { DiaryAreas } from '../../../../src/contract/diary.ts';
import { COLORS, CONTENT_WIDTH, MARGIN, PAGE, createComposer, type Composer, type TextStyle } from './composer.ts';
import { embedFonts } from './fonts.ts';
import { areaLines, coverCounts } from './korean-format.ts';
import { entryBlocks, type Block, type Run } from './lexical-blocks.ts';
import { isPicture, preparePhoto, type PhotoBox } from './photos.ts';
import { chapterOf, chapterPage, chaptersOf, pregnancyHeading, type ChapterKind } from './pregnancy-chapter.ts';

export type BookEntry = {
  /** The diary day, or the day a pregnancy entry was written. */
  entryDate: string;
  /** Set on a pregnancy diary entry (decision 0101): its week heads it instead of the date and age. */
  pregnancyWeek?: number;
  title: string | null;
  areas: DiaryAreas;
  content: unknown;
  contentText: string;
  /** Reads a photo's stored bytes; null when the file is gone (the photo is left out). */
  photos: readonly (() => Promise<Uint8Array | null>)[];
};

export type BookInput = {
  childName: string;
  birthDateTime: Date | null;
  from: string;
  to: string;
  /** The Korea-time day the book is made, printed on the cover. */
  madeOn: string;
  entries: readonly BookEntry[];
};

export type Book = { bytes: Uint8Array; pages: number };

const BODY: TextStyle = { weight: 'regular', size: 10.5, color: COLORS.text };
const BODY_LEADING = 18;
const PHOTO_GAP = 8;

/** Lays the book out; `onEntry(done)` after each entry (the build's progress). */
export async function renderDiaryBook(input: BookInput, onEntry: (done: number) => Promise<void> | void = () => {}): Promise<Book> {
  const doc = await PDFDocument.create();
  const title = `${input.childName}의 육아일기`;
  doc.setTitle(title);
  doc.setAuthor('도담');
  doc.setSubject(`도담 육아일기 · ${koreanPeriod(input.from, input.to)}`);
  doc.setCreator('도담 (Dodam)');
  doc.setProducer('도담 (Dodam)');
  doc.setLanguage('ko-KR');
  const c = createComposer(doc, await embedFonts(doc));

  const writeCounts = cover(c, input, title);
  const chapters = chaptersOf(input);
  let chapter: ChapterKind | null = null;
  let done = 0;
  let printed = 0;
  for (const entry of input.entries) {
    if (chapters && chapterOf(entry) !== chapter) chapterPage(c, chapters[chapterOf(entry)]);
    chapter = chapterOf(entry);
    printed += await entryPages(c, doc, entry, input.birthDateTime);
    done += 1;
    await onEntry(done);
    // Lets the server answer other requests (the progress polls) between entries.
    await nextTurn();
  }
  writeCounts(printed);
  const bytes = await doc.save({ objectsPerTick: 200 });
  return { bytes, pages: doc.getPageCount() };
}

/** The cover; answers how to write what the book holds once the photos that could be printed are known. */
function cover(c: Composer, input: BookInput, title: string): (photos: number) => void {
  const page = c.addPage({ numbered: false });
  page.drawRectangle({ x: 0, y: 0, width: PAGE.width, height: PAGE.height, color: COLORS.paper });
  page.drawCircle({ x: PAGE.width - 40, y: PAGE.height - 70, size: 150, color: COLORS.brandSoft });
  page.drawCircle({ x: PAGE.width - 72, y: 140, size: 56, color: COLORS.accentSoft });
  const label: TextStyle = { weight: 'semibold', size: 11, color: COLORS.brandStrong };
  page.drawText('도담 육아일기', { x: MARGIN.side, y: PAGE.height - MARGIN.top - 30, size: label.size, font: c.fonts.font.semibold, color: label.color });

  c.down(PAGE.height * 0.36);
  c.paragraph([{ text: title, style: { weight: 'bold', size: 28, color: COLORS.text } }], { leading: 38 });
  c.down(14);
  page.drawRectangle({ x: MARGIN.side, y: c.y, width: 36, height: 3, color: COLORS.brand });
  c.down(20);
  c.paragraph([{ text: koreanPeriod(input.from, input.to), style: { weight: 'regular', size: 12.5, color: COLORS.text } }], { leading: 20 });
  const countsTop = c.y;

  const footer = `${koreanDate(input.madeOn)}에 도담에서 만들었어요`;
  page.drawText(c.fonts.printable(footer), { x: MARGIN.side, y: MARGIN.bottom - 20, size: 8.5, font: c.fonts.font.regular, color: COLORS.muted });
  return (photos) => {
    const pregnancy = input.entries.filter((entry) => chapterOf(entry) === 'pregnancy').length;
    const counts = coverCounts({ pregnancy, diary: input.entries.length - pregnancy, photos });
    const size = 10;
    page.drawText(counts, { x: MARGIN.side, y: countsTop - 9 - size * 0.34, size, font: c.fonts.font.regular, color: COLORS.muted });
  };
}

/** The pages of one entry; answers how many of its photos were printed. */
async function entryPages(c: Composer, doc: PDFDocument, entry: BookEntry, birth: Date | null): Promise<number> {
  const { title, aside } =
    entry.pregnancyWeek === undefined
      ? { title: koreanDateWithWeekday(entry.entryDate), aside: koreanAgeOn(birth, entry.entryDate) }
      : pregnancyHeading(entry.pregnancyWeek, entry.entryDate);
  c.setContinuation(null);
  c.turn(false);
  header(c, title, aside);
  c.setContinuation(() => {
    c.paragraph([{ text: `${title} · 이어서`, style: { weight: 'regular', size: 8.5, color: COLORS.muted } }], { leading: 14 });
    c.down(10);
  });
  if (entry.title?.trim()) {
    c.paragraph([{ text: entry.title.trim(), style: { weight: 'semibold', size: 13.5, color: COLORS.text } }], { leading: 21 });
    c.down(8);
  }
  areasCard(c, entry.areas);
  for (const block of entryBlocks(entry.content, entry.contentText)) drawBlock(c, block);
  return photos(c, doc, entry);
}

/** The entry's heading (its date, or its pregnancy week) with `aside` (the age, or the date) on the right. */
function header(c: Composer, title: string, aside: string | null): void {
  const page = c.page();
  const size = 15;
  const top = c.y;
  page.drawText(title, { x: MARGIN.side, y: top - size, size, font: c.fonts.font.semibold, color: COLORS.text });
  if (aside) {
    const asideSize = 9;
    page.drawText(aside, {
      x: MARGIN.side + CONTENT_WIDTH - c.fonts.measure(aside, 'regular', asideSize),
      y: top - size,
      size: asideSize,
      font: c.fonts.font.regular,
      color: COLORS.brandStrong,
    });
  }
  page.drawLine({
    start: { x: MARGIN.side, y: top - size - 10 },
    end: { x: MARGIN.side + CONTENT_WIDTH, y: top - size - 10 },
    thickness: 0.8,
    color: COLORS.brand,
  });
  c.down(size + 26);
}

function areasCard(c: Composer, areas: DiaryAreas): void {
  const lines = areaLines(areas);
  if (lines.length === 0) return;
  const pad = { x: 12, y: 9 };
  const labelWidth = 54;
  const leading = 15;
  const valueStyle: TextStyle = { weight: 'regular', size: 9.5, color: COLORS.text };
  const labelStyle: TextStyle = { weight: 'semibold', size: 8.5, color: COLORS.brandStrong };
  const valueWidth = CONTENT_WIDTH - 2 * pad.x - labelWidth;
  const rows = lines.map((line) => ({ label: line.label, lines: c.wrap([{ text: line.value, style: valueStyle }], valueWidth, false) }));
  const height = 2 * pad.y + rows.reduce((sum, row) => sum + row.lines.length * leading, 0);
  c.ensure(height);
  c.fillRoundedRect(MARGIN.side, c.y, CONTENT_WIDTH, height, 8, COLORS.card);
  c.down(pad.y);
  for (const row of rows) {
    c.drawLine(c.wrap([{ text: row.label, style: labelStyle }], labelWidth, false)[0] ?? { pieces: [], width: 0 }, MARGIN.side + pad.x, leading, true);
    for (const line of row.lines) c.drawLine(line, MARGIN.side + pad.x + labelWidth, leading);
  }
  c.down(pad.y + 16);
}

const styled = (runs: readonly Run[], base: TextStyle) =>
  runs.map((run) => ({
    text: run.text,
    style: { ...base, weight: run.bold ? ('semibold' as const) : base.weight, italic: run.italic, underline: run.underline, strike: run.strike },
  }));

function drawBlock(c: Composer, block: Block): void {
  if (block.runs.every((run) => run.text.trim() === '')) {
    c.down(BODY_LEADING / 2);
    return;
  }
  switch (block.kind) {
    case 'heading': {
      const size = block.size === 'large' ? 13.5 : 12;
      c.down(4);
      c.ensure(size * 1.6 + BODY_LEADING);
      c.paragraph(styled(block.runs, { weight: 'semibold', size, color: COLORS.text }), { leading: size * 1.55 });
      c.down(4);
      return;
    }
    case 'quote': {
      const page = () => c.page();
      c.paragraph(styled(block.runs, { ...BODY, color: COLORS.muted }), {
        x: 14,
        leading: BODY_LEADING,
        beside: (top) => page().drawRectangle({ x: MARGIN.side + 2, y: top - BODY_LEADING, width: 2.5, height: BODY_LEADING, color: COLORS.brandSoft }),
      });
      c.down(7);
      return;
    }
    case 'listItem': {
      const indent = 18 + block.depth * 16;
      const marker = block.marker;
      c.paragraph(styled(block.runs, BODY), {
        x: indent,
        leading: BODY_LEADING,
        beside: (top, first) => {
          if (!first) return;
          const width = c.fonts.measure(marker, 'regular', BODY.size);
          c.page().drawText(marker, {
            x: MARGIN.side + indent - 6 - width,
            y: top - BODY_LEADING / 2 - BODY.size * 0.34,
            size: BODY.size,
            font: c.fonts.font.regular,
            color: COLORS.brandStrong,
          });
        },
      });
      c.down(3);
      return;
    }
    default:
      c.paragraph(styled(block.runs, BODY), { leading: BODY_LEADING });
      c.down(7);
  }
}

type Loaded = { bytes: Uint8Array };

/**
 * The photos under the text: an odd one first across the full width with its whole frame, then
 * pairs side by side in 4:3 cells. A row that does not fit goes to the next page. A photo whose
 * file is gone or unreadable is left out before the layout.
 */
async function photos(c: Composer, doc: PDFDocument, entry: BookEntry): Promise<number> {
  const loaded: Loaded[] = [];
  for (const load of entry.photos) {
    const bytes = await load();
    if (bytes && (await isPicture(bytes))) loaded.push({ bytes });
  }
  let printed = 0;
  if (loaded.length === 0) return printed;
  c.down(6);
  const rows: Loaded[][] = loaded.length % 2 === 1 ? [[loaded[0] as Loaded]] : [];
  for (let i = loaded.length % 2; i < loaded.length; i += 2) rows.push(loaded.slice(i, i + 2));
  for (const row of rows) {
    if (row.length === 1) {
      const box: PhotoBox = { width: CONTENT_WIDTH, height: 240, fit: 'contain' };
      const prepared = await preparePhoto((row[0] as Loaded).bytes, box);
      if (!prepared) continue;
      const scale = Math.min(box.width / prepared.width, box.height / prepared.height);
      const width = prepared.width * scale;
      const height = prepared.height * scale;
      c.ensure(height);
      c.photo(await doc.embedJpg(prepared.jpeg), MARGIN.side + (CONTENT_WIDTH - width) / 2, c.y, width, height);
      printed += 1;
      c.down(height + PHOTO_GAP);
    } else {
      const cell = (CONTENT_WIDTH - PHOTO_GAP) / 2;
      const box: PhotoBox = { width: cell, height: cell * 0.75, fit: 'cover' };
      c.ensure(box.height);
      let x = MARGIN.side;
      for (const photo of row) {
        const prepared = await preparePhoto(photo.bytes, box);
        if (prepared) {
          c.photo(await doc.embedJpg(prepared.jpeg), x, c.y, box.width, box.height);
          printed += 1;
        }
        x += cell + PHOTO_GAP;
      }
      c.down(box.height + PHOTO_GAP);
    }
  }
  return printed;
}
