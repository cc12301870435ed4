/**
 * Demo care-info articles for pregnancy and the first six months, written for Dodam: the
 * pregnancy ones (demo-articles-pregnancy.ts), sleep, feeding, play and soothing here, and the
 * vaccinations, fever and checkups of the first months (demo-articles-infant.ts).
 */
import type { DemoArticle } from './demo-article-types.ts';
import { INFANT_ARTICLES } from './demo-articles-infant.ts';
import { PREGNANCY_ARTICLES } from './demo-articles-pregnancy.ts';

const NEWBORN_ARTICLES: readonly DemoArticle[] = [
  {
    slug: 'safe-sleep-for-infants',
    title: '우리 아기 안전하게 재우는 법',
    summary: '돌 전 아기는 등을 대고 눕혀, 단단하고 평평한 곳에서 혼자 재우는 것이 가장 안전해요. 영아돌연사증후군 위험을 줄이는 기본 수칙을 정리했어요.',
    category: 'SLEEP',
    ageFromMonths: 0,
    ageToMonths: 12,
    tags: ['안전수면', '영아돌연사증후군', '잠자리'],
    source: { kind: 'ORIGINAL' },
    checkedAgainst: '질병관리청 국가건강정보포털 영아돌연사증후군 예방 수칙',
    motif: 'moon',
    blocks: [
      { kind: 'h', text: '잘 때마다 등을 대고 바로 눕혀요' },
      { kind: 'p', text: '낮잠이든 밤잠이든 아기는 등을 대고 바로 눕혀 재워요. 엎드리거나 옆으로 눕혀 재우면 숨이 막힐 위험이 커져요.' },
      {
        kind: 'ul',
        items: [
          '단단하고 평평한 아기 침대에서 재워요.',
          '베개, 이불, 범퍼, 인형 없이 침대 안을 비워 둬요.',
          '부모와 같은 방에서 자되 침대는 따로 써요.',
          '덥지 않게 입히고 머리와 얼굴은 덮지 않아요.',
          '집 안과 차 안에서는 담배를 피우지 않아요.',
        ],
      },
      { kind: 'h', text: '이럴 때는 이렇게 해요' },
      {
        kind: 'ul',
        items: [
          '수유하다 잠들면 아기 침대로 옮겨 등을 대고 눕혀요.',
          '소파나 흔들의자에서 아기를 안은 채 잠들지 않도록 조심해요.',
          '카시트나 바운서에서 잠들었다면 평평한 침대로 옮겨요.',
          '뒤집으려는 모습이 보이면 속싸개는 그만 써요.',
        ],
      },
      {
        kind: 'p',
        text: '아기가 스스로 뒤집고 되돌아 누울 수 있게 되면 자다가 뒤집어도 억지로 돌려 놓지 않아도 돼요. 그래도 처음 눕힐 때는 늘 등을 대고 눕혀 주세요.',
      },
    ],
  },
  {
    slug: 'newborn-feeding-cues',
    title: '배고픔 신호 읽기와 잘 먹는지 확인하기',
    summary: '아기는 울기 전에 먼저 배고프다는 신호를 보내요. 신호를 읽는 법, 충분히 먹고 있는지 살피는 법, 분유를 안전하게 타는 법을 모았어요.',
    category: 'FEEDING',
    ageFromMonths: 0,
    ageToMonths: 6,
    tags: ['수유', '배고픔신호', '분유'],
    source: { kind: 'ORIGINAL' },
    checkedAgainst: '보건복지부 모유수유 안내, 대한모유수유의사회, 식품의약품안전처 조제분유 안전 정보',
    motif: 'bottle',
    blocks: [
      { kind: 'h', text: '이런 모습이 배고프다는 신호예요' },
      {
        kind: 'ul',
        items: ['입을 오물거리거나 혀를 내밀어요.', '고개를 돌리며 무언가를 찾듯 입을 벌려요.', '주먹이나 손가락을 빨아요.', '칭얼대다가 점점 크게 울어요.'],
      },
      {
        kind: 'p',
        text: '울음은 늦은 신호라서, 그 전에 먹이면 아기도 부모도 덜 힘들어요. 신생아는 보통 하루 8~12번 정도 먹고, 먹는 간격과 양은 아기마다 달라요.',
      },
      { kind: 'h', text: '충분히 먹고 있을까요?' },
      {
        kind: 'ul',
        items: [
          '생후 일주일 무렵부터 하루 6번 이상 기저귀가 소변으로 흠뻑 젖어요.',
          '태어난 뒤 조금 줄었던 몸무게가 2주 무렵까지 출생 체중으로 돌아와요.',
          '먹고 나면 편안해 보이고, 깨어 있을 때 활발해요.',
        ],
      },
      { kind: 'h', text: '분유는 이렇게 안전하게' },
      {
        kind: 'ul',
        items: [
          '손을 씻고, 젖병과 젖꼭지는 깨끗이 씻어 소독해요.',
          '끓인 물을 쓰고, 물 온도와 분유·물의 비율은 제품에 적힌 대로 지켜요.',
          '손목 안쪽에 떨어뜨려 미지근한지 확인하고, 전자레인지로 데우지 않아요.',
          '먹다 남은 분유는 아깝더라도 버려요.',
        ],
      },
      { kind: 'p', text: '소변이 눈에 띄게 줄거나, 잘 먹지 않고 계속 처지거나, 피부와 눈 흰자가 점점 노래지면 바로 소아청소년과 진료를 받으세요.' },
    ],
  },
  {
    slug: 'starting-solid-foods',
    title: '이유식, 언제 어떻게 시작할까요',
    summary: '이유식은 생후 6개월 무렵, 아기가 준비됐다는 신호를 보일 때 시작해요. 생후 4개월 전에는 시작하지 않아요.',
    category: 'FEEDING',
    ageFromMonths: 5,
    ageToMonths: 7,
    tags: ['이유식', '초기이유식', '철분'],
    source: { kind: 'ORIGINAL' },
    checkedAgainst: '식품의약품안전처 영유아 이유식 안내, 대한소아청소년과학회 영유아 영양 안내',
    motif: 'bowl',
    blocks: [
      { kind: 'h', text: '준비됐다는 신호' },
      {
        kind: 'ul',
        items: [
          '목을 잘 가누고, 받쳐 주면 앉을 수 있어요.',
          '어른이 먹는 모습을 보며 입을 벌리고 관심을 보여요.',
          '숟가락을 입에 대면 혀로 밀어내지 않고 삼키려 해요.',
        ],
      },
      {
        kind: 'p',
        text: '이유식은 생후 6개월 무렵 시작하는 것이 좋고, 생후 4개월 전에는 시작하지 않아요. 일찍 태어났거나 성장이 걱정된다면 시작 시기를 소아청소년과와 상의하세요.',
      },
      { kind: 'h', text: '처음 몇 주는 이렇게' },
      {
        kind: 'ul',
        items: [
          '하루 한 번, 한두 숟가락의 묽은 쌀미음으로 시작해요.',
          '철분이 부족해지기 쉬운 시기라 소고기 같은 고기를 일찍부터 조금씩 더해요.',
          '새로운 재료는 한 번에 하나씩, 며칠 간격을 두고 더하며 반응을 살펴요.',
          '소금, 설탕, 간장 같은 양념은 넣지 않아요.',
        ],
      },
      {
        kind: 'p',
        text: '꿀은 영아 보툴리눔증 위험이 있어 돌 전에는 조금도 먹이지 않아요. 생우유도 돌 전에는 주된 음료로 주지 않고, 이유식을 시작해도 한동안은 모유나 분유가 주된 영양이에요.',
      },
      { kind: 'p', text: '먹은 뒤 입술이나 얼굴이 붓고, 온몸에 두드러기가 돋거나, 토하며 숨쉬기 힘들어하면 바로 119에 연락하거나 응급실로 가세요.' },
    ],
  },
  {
    slug: 'tummy-time-and-face-play',
    title: '엎드려 놀기와 눈맞춤, 첫 6개월의 놀이',
    summary: '어린 아기에게는 부모의 얼굴과 목소리가 가장 좋은 장난감이에요. 깨어 있을 때 하는 엎드려 놀기는 목과 어깨 힘을 길러 줘요.',
    category: 'PLAY',
    ageFromMonths: 0,
    ageToMonths: 6,
    tags: ['엎드려놀기', '눈맞춤', '신생아놀이'],
    source: { kind: 'ORIGINAL' },
    checkedAgainst: null,
    motif: 'ball',
    blocks: [
      { kind: 'h', text: '엎드려 놀기, 조금씩 자주' },
      {
        kind: 'p',
        text: '아기가 깨어 있고 기분이 좋을 때 단단한 바닥에 엎드려 놓아 보세요. 처음에는 하루 몇 번, 몇 분씩으로 시작해 아기가 익숙해지는 만큼 늘려요.',
      },
      {
        kind: 'ul',
        items: [
          '부모도 마주 보고 엎드려 눈을 맞춰요.',
          '부모 가슴 위에 아기를 엎드려 안고 이야기해요.',
          '돌돌 만 수건을 가슴 아래 받쳐 주면 고개 들기가 쉬워요.',
          '힘들어 울면 바로 안아서 쉬게 해요.',
        ],
      },
      { kind: 'p', text: '엎드려 놀기는 꼭 어른이 곁에서 지켜볼 때만 해요. 아기가 졸려 하면 바로 등을 대고 눕혀 재워요.' },
      { kind: 'h', text: '얼굴과 목소리로 놀아요' },
      {
        kind: 'ul',
        items: [
          '눈을 맞추고 천천히 웃어 준 뒤 아기가 반응할 때까지 기다려요.',
          '아기 옹알이를 따라 하며 말을 주고받듯 대화해요.',
          '또렷한 색의 그림을 아기 눈앞 20~30cm 거리에서 천천히 움직여요.',
          '딸랑이 소리를 양쪽에서 들려주며 고개를 돌려 찾게 해요.',
        ],
      },
    ],
  },
  {
    slug: 'soothing-crying-never-shake',
    title: '달래지지 않는 울음, 부모도 쉬어 가요',
    summary: '아기가 한참을 울어도 달래지지 않을 때가 있어요. 어떤 경우에도 아기를 흔들지 말고, 지칠 땐 아기를 안전한 곳에 눕히고 잠시 쉬어 가세요.',
    category: 'SAFETY',
    ageFromMonths: 0,
    ageToMonths: 6,
    tags: ['아기울음', '흔들린아이증후군', '육아스트레스'],
    source: { kind: 'ORIGINAL' },
    checkedAgainst: '질병관리청 국가건강정보포털 흔들린 아이 증후군',
    motif: 'heart',
    blocks: [
      { kind: 'p', text: '생후 몇 주부터 몇 달 동안은 뚜렷한 이유 없이 오래 우는 일이 흔해요. 부모 탓이 아니고, 대부분 시간이 지나며 나아져요.' },
      { kind: 'h', text: '이렇게 달래 보세요' },
      {
        kind: 'ul',
        items: [
          '배고픔, 기저귀, 너무 덥거나 춥지 않은지 먼저 살펴요.',
          '품에 안고 천천히 걷거나 부드럽게 토닥여요.',
          '낮은 목소리로 "쉬-" 소리를 내거나 자장가를 불러요.',
          '조명을 낮추고 주변을 조용하게 해요.',
        ],
      },
      { kind: 'h', text: '절대 흔들지 않아요' },
      {
        kind: 'p',
        text: '아기를 세게 흔들면 약한 목과 뇌가 크게 다칠 수 있어요. 화가 나거나 너무 지쳤다면 아기를 아기 침대에 등을 대고 눕힌 뒤, 방을 나와 몇 분 숨을 고르고 와도 괜찮아요.',
      },
      { kind: 'p', text: '혼자 감당하기 힘들 때는 가족에게 도움을 청하고, 우울한 마음이 오래가면 보건소나 의료기관에 상담하세요.' },
      { kind: 'h', text: '진료가 필요한 울음' },
      {
        kind: 'p',
        text: '평소와 달리 날카롭게 울며 몇 시간째 그치지 않거나, 열이 나고 토하거나 잘 먹지 않으면 소아청소년과 진료를 받으세요. 숨쉬기 힘들어하거나 축 늘어지면 바로 119에 연락하세요.',
      },
    ],
  },
];

/** Pregnancy and 0-6 months. */
export const EARLY_ARTICLES: readonly DemoArticle[] = [...PREGNANCY_ARTICLES, ...NEWBORN_ARTICLES, ...INFANT_ARTICLES];
