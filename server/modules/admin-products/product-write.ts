/**
 * Writing products (SPEC §2 /admin/product/write, §5 rules; decisions 0026, 0041, 0064). The
 * thumbnail is uploaded first and named by its signed token (server/lib/staged-images.ts), so a
 * product is written whole, with its audit row, in one transaction. Deleting takes products off sale (deletedAt); the order
 * items that name them and their payment history keep them (decision 0026).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  PRODUCT_THUMBNAIL_LIMIT_BYTES,
  PRODUCT_THUMBNAIL_UPLOAD_PATH,
  type ProductCreateBody,
  type ProductUpdateBody,
} from '../../../src/contract/admin-products-api.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/products.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { holdStaged, stageImage, stagedKey, type StagedImageRule } from '../../lib/staged-images.ts';
import { forgetFiles } from '../../lib/stored-files.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';

/** Longest side of the stored thumbnail: sharp on a 3× phone screen in the catalogue's cards and the detail. */
export const PRODUCT_THUMBNAIL_MAX_SIDE = 960;

export const THUMBNAIL_RULE: StagedImageRule = {
  path: PRODUCT_THUMBNAIL_UPLOAD_PATH,
  folder: 'product',
  maxSide: PRODUCT_THUMBNAIL_MAX_SIDE,
  limitBytes: PRODUCT_THUMBNAIL_LIMIT_BYTES,
  tooLarge: 'ProductImageTooLargeException',
  illegal: 'IllegalProductImageTypeException',
  invalid: 'InvalidProductThumbnail',
  namedBy: async (q, key) => (await q.select({ id: products.id }).from(products).where(eq(products.thumbnailKey, key)).limit(1)).length > 0,
};

export const stageThumbnail = async (deps: Deps, request: Request, contentType: string | undefined) => ({
  thumbnailToken: await stageImage(deps, THUMBNAIL_RULE, request, contentType),
});

const facts = (p: { title: string; price: number }) => ({ title: p.title, price: p.price });

export async function createProduct(deps: Deps, actor: AuditActor, body: ProductCreateBody): Promise<{ id: number }> {
  const now = deps.clock.now();
  const thumbnailKey = await stagedKey(deps, THUMBNAIL_RULE, body.thumbnailToken);
  return deps.database.db.transaction(async (tx) => {
    await holdStaged(tx, THUMBNAIL_RULE, thumbnailKey);
    const [row] = await tx
      .insert(products)
      .values({ title: body.title, price: body.price, thumbnailKey, content: body.content, contentText: body.contentText, createdAt: now, updatedAt: now })
      .returning({ id: products.id });
    if (!row) throw new Error('insert returned no row');
    await recordAudit(tx, actor, { action: 'product.create', resourceKind: 'product', resourceId: row.id, after: facts(body) }, now);
    return { id: row.id };
  });
}

/** A product on sale changes; a deleted one answers NotFound. The replaced picture is removed after the commit. */
export async function updateProduct(deps: Deps, actor: AuditActor, id: number, body: ProductUpdateBody): Promise<{ id: number }> {
  const now = deps.clock.now();
  const thumbnailKey = body.thumbnailToken === undefined ? undefined : await stagedKey(deps, THUMBNAIL_RULE, body.thumbnailToken);
  const replaced = await deps.database.db.transaction(async (tx) => {
    const before = await lockedOnSale(tx, id);
    if (thumbnailKey) await holdStaged(tx, THUMBNAIL_RULE, thumbnailKey, before.thumbnailKey);
    await tx
      .update(products)
      .set({
        title: body.title,
        price: body.price,
        content: body.content,
        contentText: body.contentText,
        updatedAt: now,
        ...(thumbnailKey ? { thumbnailKey } : {}),
      })
      .where(eq(products.id, id));
    const pictureChanged = thumbnailKey !== undefined && thumbnailKey !== before.thumbnailKey;
    await recordAudit(
      tx,
      actor,
      {
        action: 'product.update',
        resourceKind: 'product',
        resourceId: id,
        before: facts(before),
        after: {
          ...facts(body),
          ...(pictureChanged ? { thumbnail: 'replaced' } : {}),
          ...(body.contentText !== before.contentText ? { content: 'changed' } : {}),
        },
      },
      now,
    );
    return pictureChanged ? before.thumbnailKey : null;
  });
  await forgetFiles(deps, [replaced], 'a product');
  return { id };
}

/** One transaction for the selection; a missing id refuses all of it (NotFound); already deleted rows stay and are not counted. */
export async function deleteProducts(db: Db, actor: AuditActor, ids: readonly number[], reason: string, now: Date): Promise<{ changed: number }> {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, wanted)).for('update');
    if (found.length !== wanted.length) throw new AppError('NotFound', 'no such product');
    const changed = await tx
      .update(products)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(inArray(products.id, wanted), isNull(products.deletedAt)))
      .returning({ id: products.id, title: products.title, price: products.price });
    for (const row of changed)
      await recordAudit(
        tx,
        actor,
        { action: 'product.delete', resourceKind: 'product', resourceId: row.id, before: { ...facts(row), onSale: true }, after: { onSale: false }, reason },
        now,
      );
    return { changed: changed.length };
  });
}

/**
 * Hide a product from members (out of stock) or show it again (decision 0082), with its audit row in
 * the same transaction. A deleted product answers NotFound; asking for the state it already has
 * changes nothing and writes no row.
 */
export async function setProductVisibility(db: Db, actor: AuditActor, id: number, hidden: boolean, reason: string, now: Date): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const before = await lockedOnSale(tx, id);
    if ((before.hiddenAt !== null) === hidden) return { id };
    await tx
      .update(products)
      .set({ hiddenAt: hidden ? now : null, updatedAt: now })
      .where(eq(products.id, id));
    await recordAudit(
      tx,
      actor,
      { action: hidden ? 'product.hide' : 'product.show', resourceKind: 'product', resourceId: id, before: { hidden: !hidden }, after: { hidden }, reason },
      now,
    );
    return { id };
  });
}

/** The product on sale, locked for this change; NotFound once deleted (decision 0064). */
async function lockedOnSale(tx: Pick<Db, 'select'>, id: number) {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .for('update');
  if (!row) throw new AppError('NotFound', 'no such product on sale');
  return row;
}
