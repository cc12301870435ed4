/**
 * Demo notices written for Dodam (decision 0065): a pinned welcome, an event, an update, a
 * maintenance notice, one scheduled for tomorrow and a draft, so /my-page/notice and /admin/notice
 * show every state. The ones already visible count as pushed: a fresh start sends no push.
 */
import type { Db } from '../db/client.ts';
import { notices } from '../db/schema/notices.ts';
import type { NoticeCategory, NoticeStatus } from '../../src/contract/notices.ts';
import { lexical, type Block } from './demo-lexical.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type DemoNotice = { title: string; category: NoticeCategory; pinned?: boolean; status?: NoticeStatus; daysAgo: number; blocks: readonly Block[] };

const DAY_MS = 24 * 3600 * 1000;

const DEMO_NOTICES: readonly DemoNotice[] = [
  {
    title: '도담에 오신 것을 환영해요',
    category: 'NOTICE',
    pinned: true,
    daysAgo: 30,
    blocks: [
      { kind: 'p', text: '도담은 아이의 하루를 기록하고, 성장과 예방접종을 챙기고, 전문가와 함께 육아를 이야기하는 공간이에요.' },
      { kind: 'h', text: '이렇게 써 보세요' },
      {
        kind: 'ul',
        items: ['매일 육아일기에 아이의 하루를 남겨요.', '성장 기록으로 키와 몸무게를 또래와 비교해 봐요.', '궁금한 점은 전문가 댓글로 물어보세요.'],
      },
      { kind: 'p', text: '앞으로 새 기능과 이벤트는 이 공지사항에서 알려 드릴게요.' },
    ],
  },
  {
    title: '12월 육아일기 이벤트: 한 달 동안 꾸준히 기록해요',
    category: 'EVENT',
    daysAgo: 1,
    blocks: [
      { kind: 'p', text: '12월 한 달 동안 육아일기를 20일 이상 쓰신 분께 전문가 댓글 쿠폰을 드려요.' },
      { kind: 'ul', items: ['기간: 12월 1일부터 12월 31일까지', '대상: 도담 회원 누구나', '쿠폰은 1월 둘째 주에 마이페이지 쿠폰함으로 들어가요.'] },
    ],
  },
  {
    title: '성장 그래프에 머리둘레가 추가되었어요',
    category: 'UPDATE',
    daysAgo: 5,
    blocks: [{ kind: 'p', text: '성장 기록에서 머리둘레도 WHO 성장 기준과 함께 볼 수 있어요. 영유아 건강검진 때 잰 값을 함께 기록해 보세요.' }],
  },
  {
    title: '서비스 점검 안내 (11월 20일 새벽 2시~4시)',
    category: 'MAINTENANCE',
    daysAgo: 14,
    blocks: [{ kind: 'p', text: '더 안정적인 서비스를 위해 점검을 진행했어요. 점검 중에 쓴 일기는 휴대폰에 보관되었다가 점검이 끝난 뒤 자동으로 보내졌어요.' }],
  },
  {
    title: '연말연시 전문가 댓글 답변 안내',
    category: 'NOTICE',
    daysAgo: -1,
    blocks: [
      {
        kind: 'p',
        text: '12월 31일과 1월 1일에 요청하신 전문가 댓글은 1월 2일부터 차례로 답해 드려요. 급한 건강 문제는 가까운 병원이나 119에 먼저 연락해 주세요.',
      },
    ],
  },
  {
    title: '새해 맞이 발달검사 할인 (작성 중)',
    category: 'EVENT',
    status: 'DRAFT',
    daysAgo: 0,
    blocks: [{ kind: 'p', text: '할인 폭과 기간은 정해지는 대로 적어 주세요.' }],
  },
];

export async function seedDemoNotices(tx: Tx, now: Date): Promise<void> {
  await tx.insert(notices).values(
    DEMO_NOTICES.map((n) => {
      const publishAt = new Date(now.getTime() - n.daysAgo * DAY_MS);
      const visible = (n.status ?? 'PUBLISHED') === 'PUBLISHED' && publishAt <= now;
      return {
        title: n.title,
        category: n.category,
        pinned: n.pinned ?? false,
        status: n.status ?? 'PUBLISHED',
        publishAt,
        pushedAt: visible ? publishAt : null,
        ...lexical(n.blocks),
        createdAt: new Date(Math.min(publishAt.getTime(), now.getTime())),
        updatedAt: new Date(Math.min(publishAt.getTime(), now.getTime())),
      };
    }),
  );
}
