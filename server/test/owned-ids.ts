/**
 * The rows one member owns, to fill an endpoint's path params and body ids for the authorization
 * matrix (decision 0031). Not a test file: authorization-matrix.test.ts uses it.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { addresses } from '../db/schema/addresses.ts';
import { careLogs } from '../db/schema/care-logs.ts';
import { childHealthCheckups, childMeasurements, childMessages, childVaccinations, children } from '../db/schema/children.ts';
import { diaries, diaryComments, diaryImages } from '../db/schema/diaries.ts';
import { inquiries } from '../db/schema/inquiries.ts';
import { orderItems } from '../db/schema/orders.ts';
import { products } from '../db/schema/products.ts';
import { socialAccounts } from '../db/schema/users.ts';

export type OwnedIds = {
  member: number;
  child?: number;
  measurement?: number;
  vaccination?: number;
  checkup?: number;
  message?: number;
  diary?: number;
  image?: number;
  comment?: number;
  address?: number;
  orderItem?: number;
  socialAccount?: number;
  product?: number;
  inquiry?: number;
  /** A daily log's phone-made UUID (decision 0098). */
  careLog?: string;
};

const firstId = (rows: { id: number }[]) => rows[0]?.id;

export async function ownedIds(db: Db, memberId: number): Promise<OwnedIds> {
  const kids = await db.select({ id: children.id }).from(children).where(eq(children.memberId, memberId));
  const childIds = kids.map((k) => k.id);
  const ofChildren = childIds.length > 0;
  const entries = await db.select({ id: diaries.id }).from(diaries).where(eq(diaries.memberId, memberId));
  const diaryIds = entries.map((d) => d.id);
  return {
    member: memberId,
    child: firstId(kids),
    measurement: ofChildren
      ? firstId(await db.select({ id: childMeasurements.id }).from(childMeasurements).where(inArray(childMeasurements.childId, childIds)))
      : undefined,
    vaccination: ofChildren
      ? firstId(await db.select({ id: childVaccinations.id }).from(childVaccinations).where(inArray(childVaccinations.childId, childIds)))
      : undefined,
    checkup: ofChildren
      ? firstId(await db.select({ id: childHealthCheckups.id }).from(childHealthCheckups).where(inArray(childHealthCheckups.childId, childIds)))
      : undefined,
    message: ofChildren ? firstId(await db.select({ id: childMessages.id }).from(childMessages).where(inArray(childMessages.childId, childIds))) : undefined,
    diary: firstId(entries),
    image: diaryIds.length > 0 ? firstId(await db.select({ id: diaryImages.id }).from(diaryImages).where(inArray(diaryImages.diaryId, diaryIds))) : undefined,
    comment: firstId(await db.select({ id: diaryComments.id }).from(diaryComments).where(eq(diaryComments.authorId, memberId))),
    address: firstId(await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.memberId, memberId))),
    orderItem: firstId(await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.memberId, memberId))),
    socialAccount: firstId(await db.select({ id: socialAccounts.id }).from(socialAccounts).where(eq(socialAccounts.userId, memberId))),
    product: firstId(await db.select({ id: products.id }).from(products).limit(1)),
    inquiry: firstId(await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.memberId, memberId))),
    careLog: ofChildren ? (await db.select({ id: careLogs.clientId }).from(careLogs).where(inArray(careLogs.childId, childIds)).limit(1))[0]?.id : undefined,
  };
}

/**
 * The owned row a path param names, by the path's resource: /children/:id is a child,
 * /diaries/:id a diary … ; undefined when the param names nothing the member owns (a product).
 */
export function pathIdOf(path: string, name: string, ids: OwnedIds): { value: number | string | undefined; owned: boolean } {
  const byName: Record<string, keyof OwnedIds> = {
    measurementId: 'measurement',
    vaccinationId: 'vaccination',
    checkupId: 'checkup',
    messageId: 'message',
    imageId: 'image',
    commentId: 'comment',
    memberId: 'member',
    inquiryId: 'inquiry',
    clientId: 'careLog',
  };
  const named = byName[name];
  if (named) return { value: ids[named], owned: true };
  const resource = path.match(/\/([a-z-]+)\/\{id\}/)?.[1] ?? '';
  const byResource: Record<string, keyof OwnedIds> = {
    children: 'child',
    diaries: 'diary',
    'shared-diary': 'diary',
    addresses: 'address',
    'order-items': 'orderItem',
    'social-account': 'socialAccount',
    members: 'member',
    products: 'product',
  };
  const key = byResource[resource];
  return { value: key ? ids[key] : undefined, owned: key !== undefined && key !== 'product' };
}

/** Body fields that name an owned row: another member sending them must be refused. */
export function bodyIdOf(field: string, ids: OwnedIds): number | undefined {
  const byField: Record<string, 'child' | 'diary' | 'address'> = { childId: 'child', diaryId: 'diary', addressId: 'address', targetId: 'diary' };
  const key = byField[field];
  return key ? ids[key] : undefined;
}
