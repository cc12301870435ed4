/**
 * Child words (decision 0014): prompts for the parent, chosen by the child's age. Data, not code.
 *
 * Ages are in whole months (SPEC §4 exact age in Korea time); an unborn child has age UNBORN_AGE.
 * A prompt fits a child when `from ≤ age ≤ to` (`to: null` = no upper limit). Memories ("the first
 * smile") stay open once reached, so a parent who registers an older child can still answer them;
 * moments of a stage ("what makes your baby laugh these days") close when the stage ends.
 *
 * The key is stored in child_messages.prompt_key: never rename or remove a key once shipped.
 */
import { UNBORN_AGE } from './ages.ts';

export type ChildWordPrompt = {
  readonly key: string;
  readonly ko: string;
  readonly en: string;
  /** First month the prompt fits (UNBORN_AGE: during pregnancy). */
  readonly from: number;
  /** Last month it fits, inclusive; null: from `from` on. */
  readonly to: number | null;
};

const P = (key: string, from: number, to: number | null, ko: string, en: string): ChildWordPrompt => ({ key, from, to, ko, en });

/** Ordered by the stage they start in; lists are shown in this order. */
export const CHILD_WORD_PROMPTS: readonly ChildWordPrompt[] = [
  // pregnancy
  P('unborn-taemyeong', UNBORN_AGE, UNBORN_AGE, '태명을 지은 이유는 무엇인가요?', 'Why did you choose the prenatal nickname?'),
  P('unborn-first-news', UNBORN_AGE, UNBORN_AGE, '아기가 생긴 걸 처음 알았을 때 어떤 기분이었나요?', 'How did you feel when you first learned about the baby?'),
  P('unborn-first-kick', UNBORN_AGE, UNBORN_AGE, '처음 태동을 느낀 순간은 어땠나요?', 'What was it like to feel the first kick?'),
  P('unborn-hopes', UNBORN_AGE, UNBORN_AGE, '아기가 어떤 사람으로 자라면 좋겠나요?', 'What kind of person do you hope your baby grows into?'),
  P('unborn-letter', UNBORN_AGE, UNBORN_AGE, '곧 만날 아기에게 하고 싶은 말', 'Words for the baby you will meet soon'),
  // 0-3 months
  P('m0-birth-day', 0, null, '아이가 태어난 날은 어떤 날이었나요?', 'What was the day your child was born like?'),
  P('m0-name', 0, null, '아이의 이름에 담은 뜻은 무엇인가요?', 'What does your child\u2019s name mean?'),
  P('m0-first-night', 0, 3, '아이와 집에서 보낸 첫날 밤은 어땠나요?', 'How was your first night at home with your child?'),
  P('m1-first-smile', 1, null, '아이가 처음 웃던 날을 기억하나요?', 'Do you remember the day your child first smiled?'),
  // 4-6 months
  P('m4-laugh', 4, 6, '요즘 아이를 가장 크게 웃게 하는 것은 무엇인가요?', 'What makes your child laugh the most these days?'),
  P('m4-rolling', 4, 12, '아이가 처음 뒤집기에 성공한 날은 어땠나요?', 'What was the day your child first rolled over like?'),
  P('m5-first-food', 5, 12, '첫 이유식을 먹던 날 아이의 표정은 어땠나요?', 'How did your child look at the first spoon of baby food?'),
  // 7-12 months
  P('m7-crawling', 7, 12, '아이가 처음 기어서 향한 곳은 어디였나요?', 'Where did your child crawl to the first time?'),
  P('m7-favorite-toy', 7, 12, '아이가 요즘 가장 좋아하는 장난감은 무엇인가요?', 'What is your child\u2019s favourite toy these days?'),
  P('m10-first-word', 10, null, '아이가 처음 한 말은 무엇이었나요?', 'What was your child\u2019s first word?'),
  P('m12-first-birthday', 12, null, '아이의 첫 생일(돌)은 어떻게 보냈나요?', 'How did you spend your child\u2019s first birthday?'),
  // 13-24 months
  P('m12-first-steps', 12, null, '아이가 처음 걸음마를 뗀 순간을 기억하나요?', 'Do you remember your child\u2019s first steps?'),
  P('m13-happy-moment', 13, 24, '하루 중 아이와 가장 행복한 순간은 언제인가요?', 'When is the happiest moment of the day with your child?'),
  P('m13-favorite-song', 13, 24, '아이가 요즘 즐겨 듣는 노래는 무엇인가요?', 'Which song does your child love these days?'),
  P('m18-stubborn', 18, 35, '아이가 고집을 부릴 때 어떤 마음이 드나요?', 'How do you feel when your child is being stubborn?'),
  // 25-35 months
  P('m25-questions', 25, 35, '아이가 요즘 자주 하는 질문은 무엇인가요?', 'What does your child often ask these days?'),
  P('m25-funny-words', 25, null, '아이가 한 말 중 가장 웃겼던 말은 무엇인가요?', 'What is the funniest thing your child has said?'),
  P('m25-first-friend', 25, null, '아이의 첫 친구는 누구인가요?', 'Who is your child\u2019s first friend?'),
  P('m25-first-daycare', 25, null, '어린이집이나 유치원에 처음 가던 날은 어땠나요?', 'How was your child\u2019s first day at daycare or kindergarten?'),
  // 36 months and older
  P('m36-dream', 36, null, '아이가 커서 되고 싶다고 말하는 것은 무엇인가요?', 'What does your child say they want to be when they grow up?'),
  P('m36-proud', 36, null, '최근에 아이가 가장 자랑스러웠던 순간은 언제인가요?', 'When were you most proud of your child recently?'),
  P('m36-together', 36, null, '아이와 함께 꼭 해 보고 싶은 일은 무엇인가요?', 'What would you love to do together with your child?'),
  // every age after birth
  P('any-message', 0, null, '아이에게 해 주고 싶은 말', 'Words you want to tell your child'),
  P('any-thanks', 0, null, '아이에게 고마웠던 순간', 'A moment you were thankful to your child'),
  P('any-future-letter', 0, null, '어른이 된 아이에게 전하고 싶은 말', 'Words for your child as a grown-up'),
];

const BY_KEY = new Map(CHILD_WORD_PROMPTS.map((prompt, index) => [prompt.key, { prompt, index }]));

/** The prompt of a stored key, or undefined for a key this build does not know. */
export function promptOf(key: string): ChildWordPrompt | undefined {
  return BY_KEY.get(key)?.prompt;
}

/** Position in CHILD_WORD_PROMPTS, for a stable display order (unknown keys last). */
export function promptOrder(key: string): number {
  return BY_KEY.get(key)?.index ?? Number.MAX_SAFE_INTEGER;
}

export function promptFits(prompt: ChildWordPrompt, age: number): boolean {
  return prompt.from <= age && (prompt.to === null || age <= prompt.to);
}

/** The prompts for a child of `age` months (UNBORN_AGE before birth). */
export function promptsForAge(age: number): ChildWordPrompt[] {
  return CHILD_WORD_PROMPTS.filter((prompt) => promptFits(prompt, age));
}
