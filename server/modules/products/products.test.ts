import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productsApi } from '../../../src/contract/products-api.ts';
import { products } from '../../db/schema/products.ts';
import { seedDemo } from '../../seed/demo.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { errorOf } from '../../test/diary-test-kit.ts';

const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const k = memberKit(() => t);
let parent: Pair;

const expectError = (res: { status: number; json: unknown }, status: number, message: string) =>
  expect({ status: res.status, json: res.json }).toEqual(errorOf(status, message));
const list = (tokens: Pair, query = '') => t.request('GET', `/api/members/products${query}`, { tokens });
const detail = (tokens: Pair, id: number | string) => t.request('GET', `/api/members/products/${id}`, { tokens });

const t = testApp({ clock });
beforeAll(async () => {
  // The demo products: six, thumbnails drawn with sharp into the (memory) file storage.
  await seedDemo(t.db, clock.now(), { storage: t.deps.storage });
  parent = await k.signIn('parent');
});

describe('decision 0026: the product list (/care-info/product)', () => {
  it('answers every product on sale without `page`, newest first, with title, price and a signed thumbnail', async () => {
    const res = await list(parent);
    expect(res.status).toBe(200);
    const data = dataOf(res, productsApi.products.response);
    expect(data.total).toBe(6);
    expect(data.hasNext).toBe(false);
    expect(data.products.map((p) => p.title)).toEqual([
      '휴대용 젖병 소독 파우치 20매',
      '원목 딸랑이 치발기',
      '무향 아기 보습 로션 250ml',
      '오가닉 거즈 신생아 속싸개',
      '실리콘 이유식 스푼 3단계 세트',
      '유기농 순면 아기 손수건 10매',
    ]);
    expect(data.products[0]).toEqual({
      id: expect.any(Number),
      title: '휴대용 젖병 소독 파우치 20매',
      price: 7900,
      thumbnailUrl: expect.stringMatching(/^\/api\/files\/product-thumbnails\/\d+\?exp=\d+&sig=[A-Za-z0-9_-]{43}$/),
    });
  });

  it('pages with `page` and `size`: hasNext while more remain', async () => {
    const first = dataOf(await list(parent, '?page=1&size=4'), productsApi.products.response);
    const second = dataOf(await list(parent, '?page=2&size=4'), productsApi.products.response);
    const beyond = dataOf(await list(parent, '?page=3&size=4'), productsApi.products.response);
    expect([first.products.length, first.hasNext, second.products.length, second.hasNext, beyond.products.length]).toEqual([4, true, 2, false, 0]);
    expect([...first.products, ...second.products].map((p) => p.id)).toEqual(
      dataOf(await list(parent), productsApi.products.response).products.map((p) => p.id),
    );
  });

  it.each(['?page=0', '?page=abc', '?size=51', '?size=0', '?page=1.5'])('a bad query %s is 400 BadRequest', async (query) => {
    expectError(await list(parent, query), 400, 'BadRequest');
  });

  it('a product taken off sale leaves the list and its page answers 404', async () => {
    const [row] = await t.db
      .insert(products)
      .values({
        title: '판매 종료 상품',
        price: 1000,
        thumbnailKey: 'product/abcdefghijklmnopqrstuvwx.webp',
        content: { root: { type: 'root', children: [] } },
        contentText: '끝',
        deletedAt: clock.now(),
      })
      .returning();
    if (!row) throw new Error('inserted');
    const data = dataOf(await list(parent), productsApi.products.response);
    expect(data.total).toBe(6);
    expect(data.products.some((p) => p.id === row.id)).toBe(false);
    expectError(await detail(parent, row.id), 404, 'NotFound');
  });
});

describe('decision 0026: a product\u2019s page', () => {
  it('answers the title, price, thumbnail and the Lexical content with its plain text', async () => {
    const [summary] = dataOf(await list(parent), productsApi.products.response).products;
    if (!summary) throw new Error('demo products');
    const res = await detail(parent, summary.id);
    expect(res.status).toBe(200);
    const product = dataOf(res, productsApi.product.response);
    expect(product).toMatchObject({ ...summary, contentText: expect.stringContaining('전자레인지') });
    const root = product.content.root as { children: { type: string }[] };
    expect(root.children.map((block) => block.type)).toEqual(['paragraph', 'list']);
  });

  it('a missing product is 404 NotFound; a bad id is 400', async () => {
    expectError(await detail(parent, 999_999), 404, 'NotFound');
    expectError(await detail(parent, 'soap'), 400, 'BadRequest');
  });

  it('experts may look (403 for an admin, 401 without a token)', async () => {
    expect((await list(await k.signIn('expert'))).status).toBe(200);
    expectError(await list(await k.signIn('admin')), 403, 'IllegalUserRoleException');
    expectError(await t.request('GET', '/api/members/products'), 401, 'UserAuthenticationException');
  });
});

describe('decision 0026: thumbnails served by their signed link (decision 0012)', () => {
  it('the link answers the WEBP picture without a bearer header; a changed signature or another product\u2019s path is 403', async () => {
    const [first, second] = dataOf(await list(parent), productsApi.products.response).products;
    if (!first || !second) throw new Error('demo products');
    const res = await t.app.request(first.thumbnailUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP');

    const sig = /sig=([^&]+)/.exec(first.thumbnailUrl)?.[1] ?? '';
    const tampered = first.thumbnailUrl.replace(`sig=${sig}`, `sig=${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`);
    expectError(await t.request('GET', tampered), 403, 'IllegalUserRoleException');
    expectError(await t.request('GET', second.thumbnailUrl.replace(`/${second.id}?`, `/${first.id}?`)), 403, 'IllegalUserRoleException');
  });

  it('a new picture (another storage key) invalidates the old link', async () => {
    const [first] = dataOf(await list(parent), productsApi.products.response).products;
    if (!first) throw new Error('demo products');
    await t.db.update(products).set({ thumbnailKey: 'product/zzzzzzzzzzzzzzzzzzzzzzzz.webp' }).where(eq(products.id, first.id));
    expectError(await t.request('GET', first.thumbnailUrl), 403, 'IllegalUserRoleException');
  });
});
