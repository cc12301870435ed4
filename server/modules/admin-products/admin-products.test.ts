import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminProductPage, adminProductsApi, PRODUCT_THUMBNAIL_LIMIT_BYTES } from '../../../src/contract/admin-products-api.ts';
import { CSV_ROWS_HEADER } from '../../../src/contract/admin-list.ts';
import { productsApi } from '../../../src/contract/products-api.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { products } from '../../db/schema/products.ts';
import { addressKit } from '../../test/address-test-kit.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { customer, ordersKit } from '../../test/orders-test-kit.ts';

/** Decision 0064 (SPEC §2 /admin/product, §3 Product, §5 product rules, §8 product messages): product management. */
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const k = memberKit(() => t);
const o = ordersKit(() => t);
const a = addressKit(() => t);
let admin: Pair;
let parent: Pair;

const content = {
  root: {
    type: 'root',
    version: 1,
    children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: '순한 성분의 아기 물티슈예요.' }] }],
  },
};
const write = (extra: Record<string, unknown> = {}) => ({
  title: '도담 아기 물티슈 80매',
  price: 4900,
  content,
  contentText: '순한 성분의 아기 물티슈예요.',
  ...extra,
});

const picture = async () =>
  new Uint8Array(
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 120, g: 180, b: 220 } } })
      .png()
      .toBuffer(),
  );

async function upload(bytes: Uint8Array, contentType = 'image/png', tokens = admin) {
  const res = await t.app.request('/api/admin/product-thumbnails', {
    method: 'POST',
    headers: { ...k.auth(tokens), 'content-type': contentType },
    body: new Blob([bytes.slice()]),
  });
  const json = (await res.json()) as { code: string; message: string; data?: { thumbnailToken: string } };
  return { status: res.status, json };
}
const token = async () => (await upload(await picture())).json.data?.thumbnailToken ?? '';

const list = async (query = '') => dataOf(await t.request('GET', `/api/admin/products${query}`, { tokens: admin }), AdminProductPage);
const catalogue = async () => dataOf(await t.request('GET', '/api/members/products', { tokens: parent }), productsApi.products.response).products;
const create = (body: unknown) => t.request('POST', '/api/admin/products', { tokens: admin, body });
const audits = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resourceKind, 'product'), eq(auditLog.resourceId, id)));

const t = testApp({ clock, demo: true, demoFiles: true });
beforeAll(async () => {
  admin = await k.signIn('admin');
  parent = await k.signIn('parent');
});

describe('the product list (GET /api/admin/products)', () => {
  it('lists the demo products newest first, on sale, with no orders yet', async () => {
    const page = await list();
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.items.every((p) => p.status === 'ON_SALE' && p.orderCount === 0 && p.deletedAt === null)).toBe(true);
    const created = page.items.map((p) => p.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });
  it('searches by part of the title and by number, and refuses a bad number with InvalidProductId', async () => {
    const all = await list();
    const first = all.items[0];
    if (!first) throw new Error('no demo product');
    expect((await list(`?category=title&q=${encodeURIComponent(first.title.slice(1, 4))}`)).items.map((p) => p.id)).toContain(first.id);
    expect((await list(`?category=productId&q=${first.id}`)).items.map((p) => p.id)).toEqual([first.id]);
    expect((await t.request('GET', '/api/admin/products?category=productId&q=abc', { tokens: admin })).json).toMatchObject({ message: 'InvalidProductId' });
    expect((await t.request('GET', '/api/admin/products?status=GONE', { tokens: admin })).status).toBe(400);
  });
  it('is for admins only', async () => {
    expect((await t.request('GET', '/api/admin/products', { tokens: parent })).status).toBe(403);
    expect((await t.request('GET', '/api/admin/products')).status).toBe(401);
  });
});

describe('the thumbnail upload (SPEC §5 images, checked by content)', () => {
  it('re-encodes a picture and answers a signed token', async () => {
    const res = await upload(await picture());
    expect(res.status).toBe(200);
    expect(res.json.data?.thumbnailToken).toMatch(/^product\/[A-Za-z0-9_-]+\.webp\.\d+\.[A-Za-z0-9_-]{43}$/);
  });
  it('refuses what is not a picture, another declared type, and a file past the limit', async () => {
    expect((await upload(new TextEncoder().encode('not a picture'))).json).toEqual({ code: '415', message: 'IllegalProductImageTypeException' });
    expect((await upload(await picture(), 'text/plain')).json).toMatchObject({ code: '415', message: 'UnsupportedMediaType' });
    expect((await upload(new Uint8Array(PRODUCT_THUMBNAIL_LIMIT_BYTES + 1))).json).toMatchObject({ code: '413' });
    expect((await upload(await picture(), 'image/png', parent)).status).toBe(403);
  });
});

describe('writing a product (POST and PUT /api/admin/products)', () => {
  it('adds a product that members then find in the catalogue, audited', async () => {
    const res = await create(write({ thumbnailToken: await token() }));
    expect(res.status, res.text).toBe(200);
    const { id } = dataOf(res, adminProductsApi.createProduct.response);
    expect((await catalogue()).map((p) => p.title)).toContain('도담 아기 물티슈 80매');
    const thumbnail = (await list(`?category=productId&q=${id}`)).items[0]?.thumbnailUrl ?? '';
    const image = await t.app.request(thumbnail);
    expect(image.status).toBe(200);
    expect((await sharp(new Uint8Array(await image.arrayBuffer())).metadata()).width).toBe(960);
    expect((await audits(id)).map((r) => [r.action, r.after])).toEqual([['product.create', { title: '도담 아기 물티슈 80매', price: 4900 }]]);
  });
  it('refuses each SPEC §8 product message and writes nothing', async () => {
    const before = (await t.db.select({ id: products.id }).from(products)).length;
    const thumbnailToken = await token();
    const refused = async (body: unknown) => (await create(body)).json?.message;
    expect(await refused(write({ title: '  ', thumbnailToken }))).toBe('InvalidProductTitle');
    expect(await refused(write({ title: '가'.repeat(101), thumbnailToken }))).toBe('InvalidProductTitle');
    expect(await refused(write({ price: -1, thumbnailToken }))).toBe('InvalidProductPrice');
    expect(await refused(write({ price: 1.5, thumbnailToken }))).toBe('InvalidProductPrice');
    expect(await refused(write({ contentText: '', thumbnailToken }))).toBe('InvalidProductContent');
    expect(await refused(write({ thumbnailToken: '' }))).toBe('InvalidProductThumbnail');
    expect(await refused(write())).toBe('BadRequest');
    expect(await refused(write({ thumbnailToken: 'product/abc.webp' }))).toBe('InvalidProductThumbnail');
    // A token for another key (the signature covers it) is refused: only pictures the server made.
    const forged = thumbnailToken.replace(/^product\/[A-Za-z0-9_-]{4}/, 'product/AAAA');
    expect(await refused(write({ thumbnailToken: forged }))).toBe('InvalidProductThumbnail');
    expect((await t.db.select({ id: products.id }).from(products)).length).toBe(before);
  });
  it('changes a product, keeps or replaces its picture, and checks the id', async () => {
    const { id } = dataOf(await create(write({ title: '바꿀 상품', thumbnailToken: await token() })), adminProductsApi.createProduct.response);
    const kept = (await list(`?category=productId&q=${id}`)).items[0]?.thumbnailUrl;
    const put = (path: string, body: unknown) => t.request('PUT', path, { tokens: admin, body });
    expect((await put(`/api/admin/products/${id}`, write({ title: '바꾼 상품', price: 0 }))).status).toBe(200);
    const after = (await list(`?category=productId&q=${id}`)).items[0];
    expect(after).toMatchObject({ title: '바꾼 상품', price: 0, thumbnailUrl: kept });
    expect((await put(`/api/admin/products/${id}`, write({ thumbnailToken: await token() }))).status).toBe(200);
    expect((await list(`?category=productId&q=${id}`)).items[0]?.thumbnailUrl).not.toBe(kept);
    expect((await put('/api/admin/products/abc', write())).json).toMatchObject({ message: 'InvalidProductId' });
    expect((await put('/api/admin/products/2147483648', write())).json).toMatchObject({ message: 'InvalidProductId' });
    expect((await put('/api/admin/products/999999', write())).status).toBe(404);
    const rows = await audits(id);
    expect(rows.map((r) => r.action)).toEqual(['product.create', 'product.update', 'product.update']);
    expect(rows[1]?.before).toEqual({ title: '바꿀 상품', price: 4900 });
  });
});

describe('hiding a product while it is out of stock (PUT /api/admin/products/:id/visibility, decision 0082)', () => {
  it('hides it from the shop and from buying without deleting it, audited; shown again it sells again', async () => {
    const { id } = dataOf(
      await create(write({ title: '잠시 품절 상품', price: 2000, thumbnailToken: await token() })),
      adminProductsApi.createProduct.response,
    );
    const visibility = (body: unknown) => t.request('PUT', `/api/admin/products/${id}/visibility`, { tokens: admin, body });
    const home = await a.add(parent, { addressName: '품절 테스트' });
    const order = { ...customer, orderableType: 'PRODUCT', targetId: id, expectedAmount: 2000, addressId: home.id };

    expect((await visibility({ hidden: true, reason: '' })).status).toBe(400);
    expect((await visibility({ hidden: true, reason: '재고 없음' })).status).toBe(200);
    expect((await catalogue()).map((p) => p.id)).not.toContain(id);
    // Readable by its link (a shared link, an old order), said to be sold out.
    expect(dataOf(await t.request('GET', `/api/members/products/${id}`, { tokens: parent }), productsApi.product.response)).toMatchObject({ soldOut: true });
    const refused = await o.createOrder(parent, order);
    expect([refused.status, refused.json]).toMatchObject([409, { message: 'ProductHiddenException' }]);
    expect((await list(`?category=productId&q=${id}`)).items[0]).toMatchObject({ status: 'HIDDEN', deletedAt: null });
    expect((await list('?status=ON_SALE')).items.map((p) => p.id)).not.toContain(id);
    expect((await list('?status=HIDDEN')).items.map((p) => p.id)).toEqual([id]);
    // Asking for the state it has changes nothing and writes no row.
    expect((await visibility({ hidden: true, reason: '또' })).status).toBe(200);

    expect((await visibility({ hidden: false, reason: '입고' })).status).toBe(200);
    expect((await catalogue()).map((p) => p.id)).toContain(id);
    expect((await o.createOrder(parent, order)).status).toBe(200);
    expect((await audits(id)).map((r) => [r.action, r.reason, r.after])).toEqual([
      ['product.create', null, { title: '잠시 품절 상품', price: 2000 }],
      ['product.hide', '재고 없음', { hidden: true }],
      ['product.show', '입고', { hidden: false }],
    ]);
    expect((await t.request('PUT', '/api/admin/products/999999/visibility', { tokens: admin, body: { hidden: true, reason: '없음' } })).status).toBe(404);
    expect((await t.request('PUT', `/api/admin/products/${id}/visibility`, { tokens: parent, body: { hidden: true, reason: '회원' } })).status).toBe(403);
  });
});

describe('deleting products (POST /api/admin/products/delete)', () => {
  it('takes a product off sale; an order already made keeps it in the payment history', async () => {
    const { id } = dataOf(
      await create(write({ title: '곧 단종될 상품', price: 1000, thumbnailToken: await token() })),
      adminProductsApi.createProduct.response,
    );
    const home = await a.add(parent, { addressName: '우리집' });
    const item = await o.payFor(parent, { orderableType: 'PRODUCT', targetId: id, expectedAmount: 1000, addressId: home.id });
    const res = await t.request('POST', '/api/admin/products/delete', { tokens: admin, body: { productIds: [id], reason: '판매 종료' } });
    expect(dataOf(res, adminProductsApi.deleteProducts.response)).toEqual({ changed: 1 });
    expect((await catalogue()).map((p) => p.id)).not.toContain(id);
    expect((await t.request('GET', `/api/members/products/${id}`, { tokens: parent })).status).toBe(404);
    expect((await o.detail(parent, item.id)).name).toContain('곧 단종될 상품');
    const row = (await list(`?category=productId&q=${id}&status=DELETED`)).items[0];
    expect(row).toMatchObject({ status: 'DELETED', orderCount: 1 });
    // Deleting again changes nothing; a missing id refuses the whole selection.
    const again = await t.request('POST', '/api/admin/products/delete', { tokens: admin, body: { productIds: [id], reason: '다시' } });
    expect(dataOf(again, adminProductsApi.deleteProducts.response)).toEqual({ changed: 0 });
    const onSale = (await list('?status=ON_SALE')).items[0]?.id ?? 0;
    const missing = await t.request('POST', '/api/admin/products/delete', { tokens: admin, body: { productIds: [onSale, 999999], reason: '정리' } });
    expect(missing.status).toBe(404);
    expect((await list(`?category=productId&q=${onSale}`)).items[0]?.status).toBe('ON_SALE');
    expect((await t.request('POST', '/api/admin/products/delete', { tokens: admin, body: { productIds: [onSale], reason: '' } })).status).toBe(400);
    expect((await audits(id)).map((r) => [r.action, r.reason])).toEqual([
      ['product.create', null],
      ['product.delete', '판매 종료'],
    ]);
    // A deleted product cannot be changed.
    expect((await t.request('PUT', `/api/admin/products/${id}`, { tokens: admin, body: write() })).status).toBe(404);
  });
  it('exports the filtered list as CSV, audited', async () => {
    const res = await t.request('GET', '/api/admin/products/csv?status=DELETED', { tokens: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get(CSV_ROWS_HEADER)).toBe('1');
    expect(res.text).toContain('곧 단종될 상품');
    expect(res.text).toContain('삭제됨');
    const exports = await t.db.select().from(auditLog).where(eq(auditLog.action, 'list.export'));
    expect(exports.some((r) => JSON.stringify(r.after).includes('products'))).toBe(true);
  });
  it('shows one product with its content, and 404 for none', async () => {
    const first = (await list()).items[0];
    const res = await t.request('GET', `/api/admin/products/${first?.id}`, { tokens: admin });
    expect(dataOf(res, adminProductsApi.adminProduct.response)).toMatchObject({ id: first?.id, title: first?.title });
    expect((await t.request('GET', '/api/admin/products/999999', { tokens: admin })).status).toBe(404);
  });
});
