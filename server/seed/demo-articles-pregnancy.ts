/**
 * Demo care-info articles for pregnancy and birth preparation (`pregnancy: true`), written for
 * Dodam; part of EARLY_ARTICLES (demo-articles-early.ts).
 */
import type { DemoArticle } from './demo-article-types.ts';

export const PREGNANCY_ARTICLES: readonly DemoArticle[] = [
  {
    slug: 'prepare-safe-baby-sleep-space',
    title: '아기 잠자리, 태어나기 전에 미리 준비해요',
    summary: '아기가 집에 오는 첫날부터 안전하게 잘 수 있도록 잠자리를 미리 꾸며 두면 마음이 한결 편해요. 무엇을 두고 무엇을 빼야 하는지 정리했어요.',
    category: 'SLEEP',
    ageFromMonths: 0,
    ageToMonths: 0,
    pregnancy: true,
    tags: ['출산준비', '아기침대', '안전수면'],
    source: { kind: 'ORIGINAL' },
    checkedAgainst: '질병관리청 국가건강정보포털 영아돌연사증후군 예방 수칙',
    motif: 'moon',
    blocks: [
      { kind: 'h', text: '아기 침대는 단단하고 평평하게' },
      {
        kind: 'p',
        text: '아기는 어른 침대나 소파가 아닌, 아기 혼자 쓰는 침대에서 재우는 것이 가장 안전해요. 매트리스는 눌러도 푹 꺼지지 않을 만큼 단단하고 평평해야 하고, 침대 틀과 매트리스 사이에 틈이 없어야 해요.',
      },
      { kind: 'h', text: '침대 안은 비워 두세요' },
      {
        kind: 'ul',
        items: [
          '베개, 쿠션, 두꺼운 이불은 넣지 않아요.',
          '범퍼와 봉제 인형도 침대 밖에 두세요.',
          '시트는 매트리스에 꼭 맞는 것으로 팽팽하게 씌워요.',
          '침대 주변에 커튼 줄이나 전선이 늘어지지 않게 해요.',
        ],
      },
      { kind: 'h', text: '같은 방, 다른 침대' },
      {
        kind: 'p',
        text: '아기 침대를 부모 침대 가까이에 두면 밤중 수유와 돌보기가 편하면서도 한 침대에서 함께 자는 위험은 피할 수 있어요. 방은 덥지 않게 유지하고, 집 안에서는 담배를 피우지 않아요.',
      },
      { kind: 'p', text: '아기 침대를 새로 사거나 물려받을 때는 KC 안전인증 표시가 있는지, 부서지거나 빠진 부품은 없는지 꼭 확인해 보세요.' },
    ],
  },
  {
    slug: 'breastfeeding-before-birth',
    title: '모유수유, 출산 전에 알아 두면 좋은 것',
    summary: '첫 수유는 누구에게나 낯설어요. 출산 전에 기본을 알아 두고 도움받을 곳을 정해 두면 한결 수월하게 시작할 수 있어요.',
    category: 'FEEDING',
    ageFromMonths: 0,
    ageToMonths: 0,
    pregnancy: true,
    tags: ['모유수유', '초유', '출산준비'],
    source: { kind: 'ORIGINAL' },
    checkedAgainst: '보건복지부 모유수유 안내, 대한모유수유의사회',
    motif: 'heart',
    blocks: [
      { kind: 'h', text: '태어나고 처음 한 시간' },
      {
        kind: 'p',
        text: '엄마와 아기 모두 건강하다면 출산 직후 아기를 엄마 가슴에 맨살로 안는 피부 맞닿기를 하고, 되도록 일찍 첫 젖을 물려 보세요. 처음 나오는 초유는 양이 적어도 갓 태어난 아기에게 꼭 필요한 영양과 면역 성분을 담고 있어요.',
      },
      { kind: 'h', text: '자주, 아기가 원할 때' },
      {
        kind: 'p',
        text: '신생아는 위가 작아서 하루 8~12번 정도 자주 먹어요. 시간을 정해 두기보다 입을 오물거리거나 손을 빠는 배고픔 신호를 보일 때 먹이는 것이 좋아요.',
      },
      { kind: 'h', text: '미리 준비해 두면 좋은 것' },
      {
        kind: 'ul',
        items: [
          '출산할 병원에 모자동실과 수유 상담이 가능한지 물어봐요.',
          '앞을 쉽게 열 수 있는 수유 속옷과 옷을 준비해요.',
          '가까운 보건소나 모유수유 상담 기관의 연락처를 적어 두세요.',
          '밤중 수유와 집안일을 가족과 어떻게 나눌지 미리 이야기해요.',
        ],
      },
      {
        kind: 'p',
        text: '젖을 물릴 때 많이 아프거나 젖양이 걱정되면 혼자 참지 말고 의료진이나 모유수유 전문가에게 도움을 받으세요. 모유수유가 어려운 상황이라면 분유로 잘 키우는 것도 충분히 좋은 선택이에요.',
      },
    ],
  },
  {
    slug: 'vaccines-during-pregnancy',
    title: '임신 중 맞는 예방접종과 가족 접종',
    summary: '임신 중 인플루엔자와 백일해(Tdap) 접종은 엄마뿐 아니라 태어날 아기도 지켜 줘요. 아기를 함께 돌볼 가족의 접종도 미리 챙겨요.',
    category: 'VACCINATION',
    ageFromMonths: 0,
    ageToMonths: 0,
    pregnancy: true,
    tags: ['임신부접종', '백일해', '인플루엔자'],
    source: { kind: 'ORIGINAL' },
    checkedAgainst: '질병관리청 예방접종도우미 임신부 예방접종 안내',
    motif: 'syringe',
    blocks: [
      { kind: 'h', text: '인플루엔자 백신' },
      {
        kind: 'p',
        text: '인플루엔자 백신은 임신 주수와 관계없이 맞을 수 있고, 임신부는 국가예방접종 지원 대상이에요. 아기는 생후 6개월이 되어야 직접 맞을 수 있어서, 엄마의 접종이 그 전까지 아기를 지키는 데 도움이 돼요.',
      },
      { kind: 'h', text: '백일해 예방 접종(Tdap)' },
      {
        kind: 'p',
        text: '어린 아기는 백일해에 걸리면 심하게 앓을 수 있어요. 임신할 때마다 27~36주 사이에 Tdap을 맞으면 엄마의 항체가 아기에게 전해져 태어난 뒤 첫 몇 달을 지켜 줘요.',
      },
      { kind: 'h', text: '아기를 함께 돌볼 가족도' },
      {
        kind: 'ul',
        items: [
          '아빠, 조부모처럼 아기를 자주 안을 가족은 백일해 접종 여부를 확인해요.',
          '인플루엔자 유행 시기에는 가족도 함께 접종해요.',
          '홍역·풍진·수두 같은 생백신은 임신 중에는 맞지 않으니, 항체가 없다면 출산 뒤 접종을 상담하세요.',
        ],
      },
      {
        kind: 'p',
        text: '임신 중 받은 B형간염 검사 결과도 확인해 두세요. 엄마가 B형간염 보유자라면 아기는 태어나고 12시간 안에 면역글로불린과 B형간염 백신을 함께 맞아요.',
      },
    ],
  },
  {
    slug: 'first-car-seat-ride-home',
    title: '퇴원하는 날부터 카시트에 태워요',
    summary: '병원에서 집으로 가는 첫 외출부터 아기는 카시트에 태워야 해요. 출산 전에 미리 설치하고 사용법을 익혀 두세요.',
    category: 'SAFETY',
    ageFromMonths: 0,
    ageToMonths: 0,
    pregnancy: true,
    tags: ['카시트', '출산준비', '차량안전'],
    source: { kind: 'ORIGINAL' },
    checkedAgainst: '도로교통법 영유아 보호용 장구 착용 규정, 한국소비자원 어린이 안전정보',
    motif: 'shield',
    blocks: [
      { kind: 'h', text: '품에 안고 타면 위험해요' },
      {
        kind: 'p',
        text: '차가 갑자기 멈추면 어른 품에 안긴 아기는 그대로 앞으로 튕겨 나갈 수 있어요. 우리나라에서는 6세 미만 아이가 차에 탈 때 카시트 같은 유아 보호용 장구를 쓰도록 법으로 정해져 있어요.',
      },
      { kind: 'h', text: '신생아는 뒤를 보게' },
      { kind: 'p', text: '신생아용 카시트는 뒷좌석에, 아기 얼굴이 차 뒤쪽을 보도록 설치해요. 에어백이 있는 앞좌석에는 뒤보기 카시트를 달지 않아요.' },
      { kind: 'h', text: '출산 전에 해 둘 일' },
      {
        kind: 'ul',
        items: [
          '설명서를 보며 차에 직접 설치하고, 흔들었을 때 움직이지 않는지 확인해요.',
          '아기 키와 몸무게에 맞는 제품인지 확인해요.',
          '물려받은 카시트라면 사고 이력과 사용 기한을 꼭 확인해요.',
          '카시트는 이동할 때만 쓰고, 집에 와서 잠들면 평평한 아기 침대로 옮겨요.',
        ],
      },
      {
        kind: 'p',
        text: '두꺼운 겉옷은 벗기고 태운 뒤 담요를 위에 덮어 주세요. 어깨끈은 손가락 하나가 겨우 들어갈 만큼 조이고, 가슴 클립은 겨드랑이 높이에 맞춰요.',
      },
    ],
  },
];
