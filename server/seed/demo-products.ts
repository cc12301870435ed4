import type { FileStorage } from '../integrations/storage.ts';
import { newStorageKey } from '../integrations/storage.ts';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema/products.ts';
import { PICTURES, renderPicture } from './demo-product-pictures.ts';
import { lexical, type Block } from './demo-lexical.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** [picture, title, price (won), blocks], oldest first: the list shows the newest first. */
const DEMO_PRODUCTS: readonly (readonly [keyof typeof PICTURES, string, number, readonly Block[]])[] = [
  [
    'handkerchief',
    '유기농 순면 아기 손수건 10매',
    12_900,
    [
      { kind: 'p', text: '갓 태어난 아기 피부에 닿아도 안심할 수 있도록 유기농 순면 100%로 만들었어요. 빨수록 부드러워져요.' },
      { kind: 'h', text: '이런 점이 좋아요' },
      { kind: 'ul', items: ['형광증백제 무첨가', '두 겹 거즈로 흡수가 빨라요', '30×30cm 넉넉한 크기'] },
      { kind: 'p', text: '처음 사용하기 전에 한 번 세탁해 주세요.' },
    ],
  ],
  [
    'spoon',
    '실리콘 이유식 스푼 3단계 세트',
    9_800,
    [
      { kind: 'p', text: '초기·중기·후기 이유식에 맞춘 세 가지 크기의 말랑한 실리콘 스푼이에요.' },
      { kind: 'ul', items: ['식품용 백금 실리콘', '열탕·전자레인지 소독 가능', '손잡이가 길어 보호자가 먹이기 편해요'] },
    ],
  ],
  [
    'swaddle',
    '오가닉 거즈 신생아 속싸개',
    24_000,
    [
      { kind: 'p', text: '통기성이 좋은 네 겹 오가닉 거즈 속싸개예요. 사계절 내내 쓸 수 있어요.' },
      { kind: 'h', text: '크기와 소재' },
      { kind: 'ul', items: ['110×110cm', '면 100% (오가닉 인증)', '세탁 후에도 변형이 적어요'] },
    ],
  ],
  [
    'lotion',
    '무향 아기 보습 로션 250ml',
    18_500,
    [
      { kind: 'p', text: '건조한 계절에도 촉촉함이 오래가는 저자극 보습 로션이에요. 향료를 넣지 않았어요.' },
      { kind: 'ul', items: ['피부 자극 테스트 완료', '세라마이드 함유', '펌프형 용기'] },
      { kind: 'p', text: '목욕 후 물기를 닦고 바로 발라 주세요.' },
    ],
  ],
  [
    'rattle',
    '원목 딸랑이 치발기',
    15_000,
    [
      { kind: 'p', text: '잡기 쉬운 링 모양의 원목 딸랑이예요. 이가 나기 시작한 아기의 치발기로도 좋아요.' },
      { kind: 'ul', items: ['무도장 너도밤나무', '은은한 딸랑 소리', '3개월 이상 아기에게 권해요'] },
    ],
  ],
  [
    'pouch',
    '휴대용 젖병 소독 파우치 20매',
    7_900,
    [
      { kind: 'p', text: '외출할 때 전자레인지만 있으면 젖병을 스팀으로 소독할 수 있는 파우치예요.' },
      { kind: 'ul', items: ['한 장으로 20회까지 사용', '3분 스팀 소독', '지퍼백으로 보관도 간편해요'] },
    ],
  ],
];

/**
 * Six child-care products with their thumbnails in the file storage; each one a day newer than
 * the one before, so that the newest-first list has a stable order.
 */
export async function seedDemoProducts(tx: Tx, storage: FileStorage, now: Date): Promise<void> {
  const day = 24 * 3600 * 1000;
  for (const [index, [picture, title, price, blocks]] of DEMO_PRODUCTS.entries()) {
    const thumbnailKey = newStorageKey('product', 'webp');
    await storage.put(thumbnailKey, { bytes: await renderPicture(PICTURES[picture]), contentType: 'image/webp' });
    const at = new Date(now.getTime() - (DEMO_PRODUCTS.length - index) * day);
    await tx.insert(products).values({ title, price, thumbnailKey, ...lexical(blocks), createdAt: at, updatedAt: at });
  }
}
