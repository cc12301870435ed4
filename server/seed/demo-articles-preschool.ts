/**
 * Demo care-info articles for 25 months and more, written for Dodam: the boosters before school,
 * pretend play and screen time, safety outside, infections at daycare and toilet training; part of
 * TODDLER_ARTICLES (demo-articles-toddler.ts).
 */
import type { DemoArticle } from './demo-article-types.ts';

export const PRESCHOOL_ARTICLES: readonly DemoArticle[] = [
  {
    slug: 'booster-vaccines-4-6-years',
    title: '만 4~6세, 초등학교 입학 전 추가접종',
    summary: '만 4~6세에는 DTaP 5차, 폴리오 4차, MMR 2차를 맞아요. 일본뇌염 불활성화 백신으로 맞았다면 만 6세에 4차를 맞아요.',
    category: 'VACCINATION',
    ageFromMonths: 48,
    ageToMonths: 72,
    tags: ['추가접종', '입학전접종', 'MMR'],
    source: { kind: 'ORIGINAL' },
    checkedAgainst: '질병관리청 예방접종도우미 표준예방접종일정표',
    scheduleCodes: ['DTaP', 'IPV', 'MMR', 'JE'],
    motif: 'syringe',
    blocks: [
      { kind: 'h', text: '이 시기에 맞는 접종' },
      {
        kind: 'ul',
        items: [
          'DTaP 5차와 폴리오(IPV) 4차: 만 4~6세',
          'MMR 2차: 만 4~6세',
          '일본뇌염 불활성화 백신 4차: 만 6세 (약독화 생백신으로 2번을 마쳤다면 추가하지 않아요)',
          '인플루엔자: 해마다 가을에',
        ],
      },
      { kind: 'p', text: 'DTaP와 폴리오는 혼합백신으로 한 번에 맞을 수도 있어요. 여러 백신을 같은 날 맞아도 괜찮아요.' },
      { kind: 'h', text: '초등학교 입학 전에 확인해요' },
      {
        kind: 'p',
        text: '초등학교에 입학할 때 학교에서 예방접종을 모두 마쳤는지 확인해요. 예방접종도우미 누리집에서 접종 기록을 미리 살펴보고, 빠진 접종은 입학 전에 맞혀 두세요.',
      },
      { kind: 'h', text: '주사를 덜 무섭게' },
      {
        kind: 'ul',
        items: [
          '가기 전에 무엇을 하는지 솔직하고 짧게 알려 줘요.',
          '좋아하는 인형이나 책을 챙겨 가요.',
          '맞는 동안 안아 주거나 손을 잡고, 숨을 "후" 내쉬게 해요.',
          '잘 참은 것을 구체적으로 칭찬해요.',
        ],
      },
      { kind: 'p', text: '접종 부위가 붓고 아픈 것은 흔하고 며칠 안에 나아져요. 고열이 계속되거나 붓기가 점점 심해지면 진료를 받으세요.' },
    ],
  },
  {
    slug: 'pretend-play-and-screen-time',
    title: '역할놀이로 크는 상상력, 화면은 정해서',
    summary: '소꿉놀이, 병원놀이 같은 역할놀이는 말과 생각, 마음을 함께 키워요. 영상은 하루 1시간 이내로, 되도록 어른과 함께 봐요.',
    category: 'PLAY',
    ageFromMonths: 25,
    ageToMonths: 72,
    tags: ['역할놀이', '상상놀이', '미디어'],
    source: { kind: 'ORIGINAL' },
    checkedAgainst: '대한소아청소년과학회 영유아 미디어 노출 권고, WHO 5세 미만 신체활동·좌식행동·수면 지침',
    motif: 'blocks',
    blocks: [
      { kind: 'h', text: '집에서 쉽게 하는 역할놀이' },
      {
        kind: 'ul',
        items: [
          '소꿉놀이: 빈 그릇과 숟가락으로 식당 놀이를 해요.',
          '병원놀이: 인형을 눕히고 "어디가 아파요?" 하고 물어요.',
          '가게 놀이: 장난감 과일을 사고팔며 "얼마예요?" 주고받아요.',
          '상자 하나로 자동차, 집, 배를 만들어요.',
        ],
      },
      {
        kind: 'p',
        text: '부모는 이끌기보다 손님이나 환자 역할을 맡아 아이의 이야기를 따라가 주세요. 아이가 정한 규칙을 존중해 주면 이야기가 더 신나게 펼쳐져요.',
      },
      { kind: 'h', text: '화면 시간은 이렇게' },
      {
        kind: 'ul',
        items: [
          '만 2~5세는 하루 1시간 이내로, 나이에 맞는 내용을 골라요.',
          '되도록 어른이 함께 보며 본 내용을 이야기 나눠요.',
          '밥 먹을 때와 잠들기 전 1시간은 화면 없이 지내요.',
          '아이 방에는 TV나 태블릿을 두지 않아요.',
        ],
      },
      { kind: 'p', text: '화면을 끌 때는 "이번 편만 보고 끄자"처럼 미리 약속하고, 끈 뒤에 할 놀이를 함께 정해 두면 실랑이가 줄어요.' },
    ],
  },
  {
    slug: 'outdoor-and-car-safety-preschool',
    title: '놀이터와 길에서, 유아 안전 약속',
    summary: '활동 반경이 넓어지는 시기에는 집 밖 안전이 중요해져요. 카시트와 안전모처럼 어른이 챙길 것과 아이와 함께 연습할 약속을 정리했어요.',
    category: 'SAFETY',
    ageFromMonths: 25,
    ageToMonths: 72,
    tags: ['교통안전', '카시트', '놀이터안전'],
    source: { kind: 'ORIGINAL' },
    checkedAgainst: '도로교통법 영유아 보호용 장구 착용 규정, 한국소비자원 어린이 안전정보',
    motif: 'shield',
    blocks: [
      { kind: 'h', text: '차를 탈 때' },
      {
        kind: 'ul',
        items: [
          '6세 미만은 가까운 거리라도 꼭 카시트에 태워요.',
          '아이 키와 몸무게에 맞춰 뒤보기, 앞보기, 부스터 순서로 바꿔요.',
          '잠깐이라도 아이를 차 안에 혼자 두지 않아요.',
          '차에서 내릴 때는 인도 쪽 문으로 내려요.',
        ],
      },
      { kind: 'h', text: '자전거와 킥보드를 탈 때' },
      {
        kind: 'p',
        text: '자전거나 킥보드를 탈 때는 머리에 맞는 안전모를 꼭 쓰고, 차가 다니는 길이나 주차장에서는 타지 않아요. 무릎과 팔꿈치 보호대도 함께 착용하면 더 좋아요.',
      },
      { kind: 'h', text: '놀이터와 길에서' },
      {
        kind: 'ul',
        items: [
          '놀이기구를 탈 때는 옷의 끈이나 가방끈이 걸리지 않게 빼요.',
          '미끄럼틀은 앉아서 발부터 내려와요.',
          '길을 건널 때는 먼저 멈추고, 좌우를 살피고, 차가 멈춘 것을 확인한 뒤 건너요.',
          '주차장과 골목에서는 꼭 어른 손을 잡아요.',
        ],
      },
      { kind: 'p', text: '약속을 잘 지키는 아이라도 이 나이에는 갑자기 뛰어드는 일이 많아요. 길 가까이에서는 늘 어른이 손을 잡고 곁을 지켜 주세요.' },
    ],
  },
  {
    slug: 'daycare-infections-handwashing',
    title: '어린이집 감염병, 손 씻기부터 쉬는 기준까지',
    summary: '단체생활을 시작하면 감기, 장염, 수족구병 같은 감염병을 자주 겪어요. 손 씻기 습관을 들이고, 아플 땐 집에서 푹 쉬어 가요.',
    category: 'HEALTH',
    ageFromMonths: 25,
    ageToMonths: 72,
    tags: ['손씻기', '감염병', '어린이집'],
    source: { kind: 'ORIGINAL' },
    checkedAgainst: '질병관리청 올바른 손씻기·기침예절 안내',
    motif: 'bath',
    blocks: [
      { kind: 'h', text: '올바른 손 씻기' },
      {
        kind: 'ul',
        items: [
          '흐르는 물에 비누로 30초 이상 씻어요.',
          '손바닥, 손등, 손가락 사이, 엄지, 손톱 밑까지 문질러요.',
          '밖에서 돌아왔을 때, 밥 먹기 전, 화장실에 다녀온 뒤에 씻어요.',
          '짧은 노래를 부르며 씻으면 아이도 즐겁게 시간을 채워요.',
        ],
      },
      { kind: 'h', text: '기침 예절' },
      { kind: 'p', text: '기침이나 재채기를 할 때는 휴지나 옷소매로 입과 코를 가려요. 거울 앞에서 아이와 함께 연습해 보면 금세 익혀요.' },
      { kind: 'h', text: '이럴 땐 집에서 쉬어요' },
      {
        kind: 'ul',
        items: ['열이 나거나, 기운이 없고 잘 먹지 않아요.', '설사나 구토를 여러 번 했어요.', '수족구병, 수두, 인플루엔자처럼 옮기는 병으로 진단받았어요.'],
      },
      {
        kind: 'p',
        text: '다시 등원할 시기는 병마다 다르니 진료한 의사의 안내를 따르고, 어린이집에도 알려 주세요. 숨쉬기 힘들어하거나, 소변이 크게 줄거나, 축 늘어지면 바로 진료를 받으세요.',
      },
    ],
  },
  {
    slug: 'toilet-training-readiness',
    title: '배변 훈련, 준비 신호부터 살펴요',
    summary: '배변 훈련은 나이보다 아이가 보내는 준비 신호를 보고 시작해요. 서두르지 않고 실수를 자연스럽게 받아 주면 훨씬 수월해요.',
    category: 'DEVELOPMENT',
    ageFromMonths: 25,
    ageToMonths: 48,
    tags: ['배변훈련', '기저귀떼기', '유아변기'],
    source: { kind: 'ORIGINAL' },
    checkedAgainst: null,
    motif: 'sun',
    blocks: [
      { kind: 'h', text: '이런 신호가 보이면' },
      {
        kind: 'ul',
        items: [
          '기저귀가 두 시간 가까이 마른 채로 있어요.',
          '쉬나 응가가 나오려 할 때 표정이나 말로 알려요.',
          '젖은 기저귀를 불편해하고 갈아 달라고 해요.',
          '바지를 스스로 내리고 올리려 해요.',
          '간단한 말을 알아듣고 따라 해요.',
        ],
      },
      {
        kind: 'p',
        text: '준비 신호는 두 돌 전후에 보이기 시작하는 아이가 많지만, 시기는 아이마다 꽤 달라요. 동생이 태어나거나 이사하는 것처럼 큰 변화가 있을 때는 잠시 미뤄도 괜찮아요.',
      },
      { kind: 'h', text: '이렇게 시작해요' },
      {
        kind: 'ul',
        items: [
          '아이 몸에 맞는 유아 변기나 변기 보조 시트를 준비해요.',
          '아침에 일어나서, 밥 먹은 뒤처럼 정해진 때에 앉아 보게 해요.',
          '성공하면 크게 반응해 주고, 실수해도 혼내지 않아요.',
        ],
      },
      {
        kind: 'p',
        text: '낮에 가리게 된 뒤에도 밤에 가리기까지는 더 오래 걸리는 게 흔해요. 변이 딱딱해 배변을 아파하거나 자꾸 참는다면 소아청소년과에 상담하세요.',
      },
    ],
  },
];
