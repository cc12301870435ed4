/**
 * The component lab's sample PDFs (decision 0040), made by the diary book's own code
 * (diary-pdf/book, decision 0028) from built-in sample data, never from a member's diary:
 * - `diary-book`: a short book of a sample child, with care areas, headings, lists and styles;
 * - `korean-typesetting`: entries that exercise the Korean typesetting — long Hangul paragraphs,
 *   line breaking between and inside words, Hangul mixed with Latin, digits and punctuation.
 */
import type { DiaryAreas } from '../../../src/contract/diary.ts';
import type { LabSamplePdfData, LabSamplePdfKind } from '../../../src/contract/lab-api.ts';
import { renderDiaryBook, type BookEntry, type BookInput } from '../diary-pdf/book/diary-book.ts';

type Text = { text: string; format?: number };
const BOLD = 1;
const ITALIC = 2;

const textNodes = (runs: readonly Text[]) => runs.map((run) => ({ type: 'text', text: run.text, format: run.format ?? 0 }));
const paragraph = (...runs: Text[]) => ({ type: 'paragraph', children: textNodes(runs) });
const heading = (text: string) => ({ type: 'heading', tag: 'h2', children: textNodes([{ text }]) });
const quote = (text: string) => ({ type: 'quote', children: textNodes([{ text }]) });
const list = (kind: 'bullet' | 'number', items: readonly string[]) => ({
  type: 'list',
  listType: kind,
  children: items.map((text) => ({ type: 'listitem', children: textNodes([{ text }]) })),
});

type Node = ReturnType<typeof paragraph> | ReturnType<typeof heading> | ReturnType<typeof list>;
const lexical = (...children: Node[]) => ({ root: { type: 'root', children } });

const NO_AREAS: DiaryAreas = { water: null, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: null, breastfeeding: null };

function entry(entryDate: string, title: string, content: ReturnType<typeof lexical>, areas: DiaryAreas = NO_AREAS): BookEntry {
  const contentText = content.root.children.map((node) => node.children.map((child) => ('text' in child ? child.text : '')).join('')).join('\n');
  return { entryDate, title, areas, content, contentText, photos: [] };
}

const DIARY_BOOK: BookInput = {
  childName: '도담이',
  birthDateTime: new Date('2025-03-14T01:30:00Z'),
  from: '2026-05-01',
  to: '2026-05-03',
  madeOn: '2026-05-04',
  entries: [
    entry(
      '2026-05-01',
      '처음으로 뒤집기를 했어요',
      lexical(
        paragraph({ text: '오늘 아침 도담이가 ' }, { text: '혼자서 뒤집기', format: BOLD }, { text: '를 했다. 몇 번이나 끙끙대다가 결국 성공!' }),
        paragraph({ text: '아빠에게 영상을 보냈더니 회사에서 답장이 바로 왔다.' }),
        list('bullet', ['오전 낮잠 1시간 30분', '오후 산책 40분', '저녁 목욕 후 바로 잠']),
      ),
      {
        ...NO_AREAS,
        water: { ml: 600, note: null },
        sleep: { hours: 13.5, naps: 3, note: '밤중에 한 번 깼어요' },
        mood: { mood: 'VERY_GOOD', note: null },
        breastfeeding: { times: 6, minutes: 90, formulaMl: 240, note: null },
      },
    ),
    entry(
      '2026-05-02',
      '예방접종 다녀온 날',
      lexical(
        heading('병원에서'),
        paragraph({ text: '조금 울었지만 금방 그쳤다. 열이 날 수 있다고 해서 ' }, { text: '해열제', format: ITALIC }, { text: '를 챙겨 두었다.' }),
        list('number', ['접종 부위 문지르지 않기', '오늘은 목욕 쉬기', '체온 네 시간마다 재기']),
      ),
      { ...NO_AREAS, illness: { symptoms: ['FEVER'], temperature: 37.8, note: '저녁에 미열' }, mood: { mood: 'BAD', note: null } },
    ),
    entry(
      '2026-05-03',
      '할머니 댁 나들이',
      lexical(
        paragraph({ text: '할머니가 만들어 주신 이유식을 싹싹 비웠다. 처음 먹어 본 단호박도 잘 먹었다.' }),
        quote('"우리 도담이 벌써 이렇게 컸네." — 할머니'),
      ),
      { ...NO_AREAS, childMeal: { times: 3, amount: 'MUCH', note: '단호박 이유식' }, parentMeal: { times: 3, note: null } },
    ),
  ],
};

const LONG_HANGUL =
  '아이의 하루는 어른의 하루보다 길다. 처음 보는 것, 처음 만지는 것, 처음 듣는 소리가 하루에도 몇 번씩 찾아오기 때문이다. ' +
  '부모는 그 하루를 다 기억하지 못해도, 이렇게 적어 둔 몇 줄이 먼 훗날 그날의 공기와 빛과 웃음소리를 다시 데려온다. ' +
  '그래서 오늘도 잠든 아이 곁에서 짧게나마 일기를 쓴다.';

const TYPESETTING: BookInput = {
  childName: '한글 조판 견본',
  birthDateTime: null,
  from: '2026-06-01',
  to: '2026-06-03',
  madeOn: '2026-06-04',
  entries: [
    entry(
      '2026-06-01',
      '긴 한글 문단과 줄바꿈',
      lexical(heading('어절 단위로 줄을 바꿉니다'), paragraph({ text: LONG_HANGUL }), paragraph({ text: LONG_HANGUL, format: BOLD })),
    ),
    entry(
      '2026-06-02',
      '한글과 영문, 숫자가 섞인 문장',
      lexical(
        paragraph({ text: 'Dodam(도담) 앱의 PDF는 pdf-lib와 fontkit으로 만들고, Pretendard 글꼴을 subset으로 넣습니다.' }),
        paragraph({ text: '키 68.5cm, 몸무게 7.9kg, 머리둘레 42cm — WHO 성장 기준 P50 근처예요. 분유 240mL × 4회 = 960mL.' }),
        paragraph({ text: '“따옴표”, ‘작은따옴표’, (괄호), [대괄호], 말줄임표… 물음표? 느낌표! 쉼표, 마침표.' }),
        list('bullet', [
          'https://dodam.example/diary/2026/06/02?child=1&view=book 처럼 띄어쓰기 없는 긴 주소',
          'Supercalifragilisticexpialidocious처럼긴영문과한글이붙은낱말도줄안에서나뉩니다',
        ]),
      ),
    ),
    entry(
      '2026-06-03',
      '글자 모양',
      lexical(
        paragraph(
          { text: '보통 글자 ' },
          { text: '굵은 글자', format: BOLD },
          { text: ' ' },
          { text: '기울인 글자', format: ITALIC },
          { text: ' 다시 보통 글자.' },
        ),
        quote('인용문: 아이는 부모의 등을 보고 자란다.'),
        list('number', ['첫째 줄', '둘째 줄: 번호가 붙은 목록', '셋째 줄: 한 줄을 넘는 긴 항목은 다음 줄에서 번호 뒤에 맞추어 이어집니다.']),
      ),
    ),
  ],
};

const SAMPLES: Record<LabSamplePdfKind, BookInput> = { 'diary-book': DIARY_BOOK, 'korean-typesetting': TYPESETTING };

/** Makes one sample PDF (well under a second: three entries, no photos). */
export async function labSamplePdf(kind: LabSamplePdfKind): Promise<LabSamplePdfData> {
  const book = await renderDiaryBook(SAMPLES[kind]);
  return { base64: Buffer.from(book.bytes).toString('base64'), pages: book.pages, bytes: book.bytes.length };
}
