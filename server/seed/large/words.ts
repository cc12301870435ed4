/**
 * Word lists of the large seed. Nicknames are Hangul syllables only, 2–12 of them (SPEC §5
 * KoreanNickname), built as prefix + suffix + a two-syllable tag so that every one is unique while
 * a part-word search (도담, 하늘, 별 …) matches a realistic share of the members.
 */
export const NICKNAME_PREFIXES = [
  '도담',
  '하늘',
  '별',
  '햇살',
  '구름',
  '바다',
  '새싹',
  '봄날',
  '달빛',
  '꽃잎',
  '보물',
  '행복',
  '튼튼',
  '콩콩',
  '사랑',
  '초롱',
  '다온',
  '별빛',
  '하늘빛',
  '우리도담',
] as const;
export const NICKNAME_SUFFIXES = ['맘', '아빠', '엄마', '네', '가족', '맘마', '파파', '이네', '집', '둥이'] as const;
/** 40 syllables: the tag alphabet (two of them per nickname). */
export const TAG_SYLLABLES = [...'가나다라마바사아자차카타파하고노로모보소오조초코토포호구누두루무부수우주추쿠투푸후'].slice(0, 40);

export const SURNAMES = [...'김이박최정강조윤장임한오서신권황안송류전'];
export const GIVEN_NAMES = [
  '서연',
  '민준',
  '하늘',
  '지우',
  '서준',
  '하윤',
  '도윤',
  '지민',
  '수아',
  '예준',
  '시우',
  '지호',
  '은서',
  '주원',
  '하은',
  '유진',
  '현우',
  '지아',
  '도담',
  '별',
  '다은',
  '준서',
  '채원',
  '민서',
  '승우',
  '가온',
  '나래',
  '윤서',
  '소율',
  '태양',
] as const;
export const CHILD_NICKNAMES = [
  '도담이',
  '튼튼이',
  '별이',
  '하늘이',
  '콩이',
  '복덩이',
  '사랑이',
  '햇님이',
  '봄이',
  '바다',
  '다온이',
  '하람이',
  '초롱이',
  '새싹이',
  '보리',
] as const;

export const DIARY_TITLES = [
  '첫 발걸음',
  '비 오는 날',
  '콧물이 조금',
  '할머니 댁',
  '새 단어',
  '공원 산책',
  '예방접종 후',
  '이유식 시작',
  '낮잠 대장',
  '목욕 시간',
  '처음 웃은 날',
  '뒤집기 성공',
  '동물원 나들이',
  '밤잠 설친 날',
  '새 친구',
  '그림책 읽기',
  '열이 났어요',
  '어린이집 첫날',
  '눈 오는 날',
  '생일 축하해',
] as const;
export const DIARY_SENTENCES = [
  '오늘은 하루 종일 기분이 좋았어요.',
  '낮잠을 두 시간이나 푹 잤어요.',
  '이유식을 남기지 않고 다 먹었어요.',
  '블록을 높이 쌓고 박수를 쳤어요.',
  '아침부터 콧물이 조금 났어요.',
  '할머니와 영상통화를 하며 까르르 웃었어요.',
  '유모차를 타고 공원을 한 바퀴 돌았어요.',
  '처음 보는 강아지에게 손을 흔들었어요.',
  '밤에 두 번 깨서 달래 주었어요.',
  '그림책을 가져와서 읽어 달라고 해요.',
  '목욕하면서 물장난을 한참 했어요.',
  '"엄마"라고 또렷하게 말했어요.',
  '열은 없고 잘 놀았어요.',
  '새 장난감을 보고 눈이 반짝였어요.',
  '저녁에는 컨디션을 되찾았어요.',
  '하늘에 뜬 별을 가리키며 좋아했어요.',
] as const;
export const COMMENT_TEXTS = [
  '너무 귀여워요!',
  '저희 아이도 그랬어요 ㅎㅎ',
  '오늘도 고생 많으셨어요.',
  '응원합니다!',
  '사진이 눈에 그려져요.',
  '푹 자고 얼른 나으면 좋겠어요.',
  '첫 걸음 축하해요!',
  '저도 내일 그 공원 가 봐야겠어요.',
] as const;
export const EXPERT_TEXTS = [
  '수면 습관이 잘 잡혀 가고 있어요. 지금처럼 같은 시간에 재워 주세요.',
  '콧물이 사흘 넘게 이어지면 소아과 진료를 받아 보세요.',
  '이유식 양이 적당해요. 새 재료는 한 가지씩 사흘 간격으로 늘려 주세요.',
  '발달이 또래에 맞게 잘 이루어지고 있어요.',
] as const;

/** A SQL array literal of text, for `(array[…])[1 + k % n]`: the words hold no quote. */
export function textArray(words: readonly string[]): string {
  return `array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]::text[]`;
}
