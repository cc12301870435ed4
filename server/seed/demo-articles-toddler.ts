/**
 * Demo care-info articles for 13 months and more, written for Dodam: the toddler ones here
 * (13-24 months: vaccinations, words, tantrums, meals, dental checkups, picture books) and the
 * preschool ones (25 months and more) from demo-articles-preschool.ts.
 */
import type { DemoArticle } from './demo-article-types.ts';
import { PRESCHOOL_ARTICLES } from './demo-articles-preschool.ts';

const WALKER_ARTICLES: readonly DemoArticle[] = [
  {
    slug: 'vaccines-15-24-months-dtap-je',
    title: '15~18개월 DTaP 추가접종과 일본뇌염',
    summary: 'DTaP 4차는 생후 15~18개월, 폴리오 3차는 18개월까지 마쳐요. 일본뇌염은 백신 종류에 따라 일정이 다르니 처음 맞을 때 확인해 두세요.',
    category: 'VACCINATION',
    ageFromMonths: 15,
    ageToMonths: 24,
    tags: ['DTaP', '일본뇌염', '추가접종'],
    source: { kind: 'ORIGINAL' },
    checkedAgainst: '질병관리청 예방접종도우미 표준예방접종일정표',
    scheduleCodes: ['DTaP', 'IPV', 'JE'],
    motif: 'syringe',
    blocks: [
      { kind: 'h', text: 'DTaP 4차와 폴리오 3차' },
      {
        kind: 'p',
        text: 'DTaP(디프테리아·파상풍·백일해)는 2, 4, 6개월 기초접종에 이어 15~18개월에 4차를 맞아요. 폴리오 3차는 6~18개월 사이에 맞으니 아직이라면 이때 함께 챙겨요.',
      },
      { kind: 'h', text: '일본뇌염, 두 가지 백신' },
      {
        kind: 'ul',
        items: [
          '불활성화 백신: 12~23개월에 1차, 7~30일 뒤 2차, 2차 12개월 뒤 3차, 만 6세와 만 12세에 추가해 모두 5번',
          '약독화 생백신: 12~23개월에 1차, 12개월 뒤 2차로 모두 2번',
          '어느 백신으로 맞을지는 첫 접종 전에 접종 기관과 상의해 정해요.',
        ],
      },
      { kind: 'p', text: '두 백신은 횟수와 간격이 달라서 처음 고른 백신으로 끝까지 맞는 것이 원칙이에요. 어떤 백신으로 맞았는지 꼭 기록해 두세요.' },
      { kind: 'h', text: '놓친 접종이 있다면' },
      {
        kind: 'p',
        text: '정해진 시기를 놓쳤어도 처음부터 다시 맞을 필요는 없어요. 예방접종도우미 누리집이나 소아청소년과에서 남은 일정을 확인하고 이어서 맞으면 돼요.',
      },
      {
        kind: 'p',
        text: '접종 뒤 하루 이틀 접종 부위가 붓거나 열이 날 수 있어요. DTaP 4차 뒤에는 팔이나 다리가 넓게 붓기도 하는데, 심하거나 오래가면 진료를 받으세요.',
      },
    ],
  },
  {
    slug: 'language-growth-13-24-months',
    title: '말이 늘어나는 시기, 이렇게 대화해요',
    summary: '돌이 지나면 아이는 들은 말을 차곡차곡 쌓아 두었다가 하나씩 꺼내 써요. 일상 속 대화가 가장 좋은 언어 놀이예요.',
    category: 'DEVELOPMENT',
    ageFromMonths: 13,
    ageToMonths: 24,
    tags: ['언어발달', '첫말', '대화'],
    source: { kind: 'ORIGINAL' },
    checkedAgainst: '국민건강보험공단 영유아 건강검진 발달선별검사(K-DST), 대한소아청소년과학회 영유아 미디어 노출 권고',
    motif: 'book',
    blocks: [
      { kind: 'h', text: '이 시기의 말' },
      {
        kind: 'p',
        text: '돌 무렵 첫 낱말을 시작으로 쓰는 낱말이 조금씩 늘어나고, 두 돌 무렵에는 "엄마 물", "아빠 가"처럼 두 낱말을 이어 말하는 아이가 많아요. 말이 조금 느려도 알아듣는 말이 늘고 있다면 그것도 중요한 발달이에요.',
      },
      { kind: 'h', text: '말을 키우는 대화법' },
      {
        kind: 'ul',
        items: [
          '아이가 가리키는 것에 이름을 붙여 짧게 말해 줘요.',
          '아이 말에 한 낱말을 더해 돌려줘요. "차!" 하면 "빨간 차가 가네."',
          '"뭐 먹을래?" 대신 "사과 줄까, 바나나 줄까?"처럼 고를 수 있게 물어요.',
          '아이가 말할 때까지 조금 기다려 줘요.',
        ],
      },
      { kind: 'h', text: '영상보다 얼굴 보며 이야기' },
      {
        kind: 'p',
        text: '두 돌 전에는 영상 시청을 되도록 피하고, 멀리 사는 가족과 영상통화를 하는 정도로 해요. 아이는 화면보다 사람과 주고받는 대화에서 말을 훨씬 잘 배워요.',
      },
      { kind: 'h', text: '이럴 때는 소아청소년과에 상담해요' },
      {
        kind: 'ul',
        items: [
          '18개월이 지나도 뜻이 있는 낱말을 거의 말하지 않아요.',
          '두 돌이 지나도 두 낱말을 이어 말하지 않아요.',
          '이름을 불러도 반응이 적고 눈맞춤이 드물어요.',
          '할 수 있던 말을 하지 않게 됐어요.',
        ],
      },
    ],
  },
  {
    slug: 'toddler-tantrums',
    title: '떼쓰기, 자라는 마음의 신호예요',
    summary: '하고 싶은 건 많은데 말로 다 표현하지 못하는 시기라 떼쓰기는 자연스러운 모습이에요. 감정은 받아 주고, 행동에는 일관된 선을 그어 주세요.',
    category: 'DEVELOPMENT',
    ageFromMonths: 13,
    ageToMonths: 36,
    tags: ['떼쓰기', '감정조절', '훈육'],
    source: { kind: 'ORIGINAL' },
    checkedAgainst: null,
    motif: 'heart',
    blocks: [
      { kind: 'h', text: '왜 떼를 쓸까요' },
      {
        kind: 'p',
        text: '걸음마기 아이는 스스로 하고 싶은 마음이 커지는데, 말과 감정 조절은 아직 서툴러요. 졸리거나 배고플 때 더 쉽게 무너지니 생활 리듬부터 살펴보세요.',
      },
      { kind: 'h', text: '떼쓰는 순간에는' },
      {
        kind: 'ul',
        items: [
          '아이가 다치지 않게 곁을 지키며 차분하게 기다려요.',
          '"화가 났구나"처럼 아이 감정에 이름을 붙여 줘요.',
          '안 되는 것은 짧고 분명하게, 매번 같은 방식으로 말해요.',
          '소리치거나 때리지 않아요. 부모도 잠시 숨을 고르세요.',
        ],
      },
      { kind: 'h', text: '떼쓰기를 줄이는 방법' },
      {
        kind: 'ul',
        items: [
          '"신발 먼저 신을까, 모자 먼저 쓸까?"처럼 고를 기회를 줘요.',
          '다음에 할 일을 미리 알려 줘요.',
          '잘 기다렸거나 말로 표현했을 때 구체적으로 칭찬해요.',
        ],
      },
      { kind: 'p', text: '떼쓰기가 너무 잦고 길어 일상이 힘들거나, 자신이나 다른 사람을 자주 다치게 한다면 소아청소년과나 육아 상담 기관에 도움을 청하세요.' },
    ],
  },
  {
    slug: 'toddler-meals-and-milk',
    title: '돌 이후 식사, 유아식과 우유 이야기',
    summary: '돌이 지나면 하루 세 끼 식사와 간식으로 가족 식탁에 함께 앉아요. 생우유는 이때부터 마실 수 있지만 너무 많이 주지 않아요.',
    category: 'FEEDING',
    ageFromMonths: 13,
    ageToMonths: 24,
    tags: ['유아식', '생우유', '컵마시기'],
    source: { kind: 'ORIGINAL' },
    checkedAgainst: '대한소아청소년과학회 영유아 영양 안내, 한국소비자원 어린이 질식 사고 주의 정보',
    motif: 'bowl',
    blocks: [
      { kind: 'h', text: '세 끼 식사와 두 번의 간식' },
      {
        kind: 'p',
        text: '돌 이후에는 세 끼 식사와 오전·오후 간식으로 하루 리듬을 잡아요. 간은 어른보다 훨씬 싱겁게, 재료는 아이가 씹기 쉽게 부드럽게 익혀요.',
      },
      { kind: 'h', text: '우유와 음료' },
      {
        kind: 'ul',
        items: [
          '돌이 지나면 생우유를 컵에 담아 줄 수 있어요.',
          '우유를 너무 많이 마시면 밥을 덜 먹고 철분이 부족해질 수 있어요.',
          '젖병은 조금씩 줄이고 컵으로 마시는 연습을 해요.',
          '목이 마를 때는 주스나 단 음료보다 물을 주세요.',
          '모유수유는 엄마와 아이가 원한다면 돌 이후에도 이어 갈 수 있어요.',
        ],
      },
      { kind: 'h', text: '스스로 먹는 연습' },
      {
        kind: 'p',
        text: '숟가락과 컵을 직접 쥐고 흘리며 먹는 것도 중요한 연습이에요. 먹는 양은 날마다 달라도 괜찮으니, 억지로 먹이기보다 정해진 시간에 함께 식탁에 앉아요.',
      },
      { kind: 'h', text: '아직 조심할 음식' },
      {
        kind: 'ul',
        items: [
          '통견과류, 떡, 젤리, 사탕처럼 목에 걸리기 쉬운 음식은 피하거나 작게 잘라요.',
          '포도와 방울토마토는 4등분해요.',
          '먹을 때는 앉아서 먹고, 돌아다니거나 누워서 먹지 않아요.',
        ],
      },
    ],
  },
  {
    slug: 'infant-dental-checkup',
    title: '영유아 구강검진, 세 번 챙겨요',
    summary: '영유아 구강검진은 18~29개월, 42~53개월, 54~65개월에 받을 수 있어요. 충치는 일찍 찾을수록 치료가 쉬워요.',
    category: 'HEALTH',
    ageFromMonths: 18,
    ageToMonths: 65,
    tags: ['구강검진', '충치예방', '불소'],
    source: { kind: 'ORIGINAL' },
    checkedAgainst: '국민건강보험공단 영유아 구강검진 안내, 대한소아치과학회',
    scheduleCodes: ['DENTAL'],
    motif: 'sun',
    blocks: [
      { kind: 'h', text: '검진 시기' },
      { kind: 'ul', items: ['1차: 생후 18~29개월', '2차: 생후 42~53개월', '3차: 생후 54~65개월'] },
      { kind: 'p', text: '구강검진은 영유아 건강검진과 따로, 검진 기관으로 지정된 치과에서 받아요. 비용은 국민건강보험공단이 부담하니 미리 예약해 두세요.' },
      { kind: 'h', text: '검진에서 하는 것' },
      {
        kind: 'p',
        text: '치과의사가 충치와 잇몸, 이가 나는 상태를 살피고 이 닦기와 식습관, 불소 사용에 대해 상담해 줘요. 필요하면 불소 도포 같은 예방 치료도 안내받을 수 있어요.',
      },
      { kind: 'h', text: '집에서 지키는 충치 예방' },
      {
        kind: 'ul',
        items: [
          '아침과 자기 전, 하루 두 번 이상 부모가 닦아 줘요.',
          '불소치약은 만 3세 전에는 쌀알만큼, 3~6세는 완두콩만큼 써요.',
          '잠들기 전에는 우유나 단 음료를 먹이지 않아요.',
          '끈적한 간식과 잦은 군것질을 줄여요.',
        ],
      },
      { kind: 'p', text: '이가 하얗게 변하거나 갈색 점이 보이면 검진 시기를 기다리지 말고 치과에 가 보세요.' },
    ],
  },
  {
    slug: 'reading-picture-books-together',
    title: '그림책, 함께 읽으면 더 즐거워요',
    summary: '그림책 읽기는 말과 마음을 함께 키우는 놀이예요. 끝까지 읽지 않아도, 같은 책을 여러 번 읽어도 괜찮아요.',
    category: 'PLAY',
    ageFromMonths: 13,
    ageToMonths: 36,
    tags: ['그림책', '책읽기', '잠자리독서'],
    source: { kind: 'ORIGINAL' },
    checkedAgainst: null,
    motif: 'book',
    blocks: [
      { kind: 'h', text: '이렇게 읽어 보세요' },
      {
        kind: 'ul',
        items: [
          '아이를 무릎에 앉히거나 나란히 앉아 그림을 함께 봐요.',
          '글자를 그대로 읽기보다 그림을 가리키며 이야기해요.',
          '동물 소리와 흉내 내는 말은 실감 나게 들려줘요.',
          '아이가 책장을 넘기고 싶어 하면 넘기게 해요.',
        ],
      },
      { kind: 'h', text: '책 고르기' },
      {
        kind: 'p',
        text: '이 시기에는 두꺼운 종이로 된 보드북, 그림이 크고 또렷한 책, 같은 말이 되풀이되는 책이 좋아요. 밥 먹기, 씻기, 잠자기처럼 아이의 하루와 닮은 이야기도 좋아해요.',
      },
      { kind: 'h', text: '읽기를 일상으로' },
      { kind: 'ul', items: ['잠자기 전 한 권처럼 읽는 시간을 정해 둬요.', '아이 손이 닿는 낮은 곳에 책을 꽂아 둬요.', '외출할 때 작은 책 한 권을 챙겨요.'] },
      { kind: 'p', text: '아이가 같은 책만 읽어 달라고 해도 좋아요. 되풀이해 읽으며 다음 장면을 기대하고, 말을 따라 하게 돼요.' },
    ],
  },
];

/** 13 months and more. */
export const TODDLER_ARTICLES: readonly DemoArticle[] = [...WALKER_ARTICLES, ...PRESCHOOL_ARTICLES];
