/**
 * Child-care products (decision 0026; SPEC §3 Product: id, title, price, thumbnail, content). Members
 * read the catalogue and buy a product as the PRODUCT orderable; admins write products in a later
 * issue with the SPEC §5 rules of `ProductWriteBody`.
 */
import * as v from 'valibot';
import { RichText, Str, storableText } from './primitives.ts';
import { IMAGE_EXTENSIONS } from './limits.ts';

export const PRODUCT_TITLE_MAX = 100;
export const PRODUCT_TEXT_MAX = 20_000;
/** A price a person could mean (won); larger is refused rather than overflowing an order total. */
export const PRODUCT_PRICE_MAX = 10_000_000;
/** How many of one product an order may hold (OrderCreateBody.quantity). */
export const PRODUCT_QUANTITY_MAX = 10;
/** A page of the list; without `page` the list answers every product (the catalogue is small). */
export const PRODUCT_PAGE_SIZE_MAX = 50;

/** Lexical's serialized editor state; the server keeps it as JSON and never interprets it. */
const LexicalState = v.record(v.string(), v.unknown());

/**
 * SPEC §5: price not below 0; title, content and thumbnail required. The keys are the SPEC §8 client
 * validation messages, for the admin form of product management (/admin/product/write, decision 0064).
 */
export const ProductWriteBody = v.object({
  title: v.pipe(
    v.string('InvalidProductTitle'),
    storableText,
    v.trim(),
    v.minLength(1, 'InvalidProductTitle'),
    v.maxLength(PRODUCT_TITLE_MAX, 'InvalidProductTitle'),
  ),
  price: v.pipe(
    v.number('InvalidProductPrice'),
    v.integer('InvalidProductPrice'),
    v.minValue(0, 'InvalidProductPrice'),
    v.maxValue(PRODUCT_PRICE_MAX, 'InvalidProductPrice'),
  ),
  content: RichText,
  contentText: v.pipe(
    v.string('InvalidProductContent'),
    storableText,
    v.trim(),
    v.minLength(1, 'InvalidProductContent'),
    v.maxLength(PRODUCT_TEXT_MAX, 'InvalidProductContent'),
  ),
});
export type ProductWriteBody = v.InferOutput<typeof ProductWriteBody>;

/** SPEC §5 images: a thumbnail file named .jpg, .jpeg, .png, .gif or .webp ('InvalidProductImageExtension'). */
export const ProductThumbnailName = v.pipe(
  v.string('InvalidProductThumbnail'),
  v.minLength(1, 'InvalidProductThumbnail'),
  v.check((name) => (IMAGE_EXTENSIONS as readonly string[]).includes(name.slice(name.lastIndexOf('.') + 1).toLowerCase()), 'InvalidProductImageExtension'),
);

/** One product of the list: enough to draw its card. `thumbnailUrl` is a signed link (decision 0012). */
export const ProductSummary = v.object({
  id: v.number(),
  title: v.string(),
  price: v.number(),
  thumbnailUrl: v.string(),
});
export type ProductSummary = v.InferOutput<typeof ProductSummary>;

/** The detail page: the card's fields with the Lexical content and its plain text. */
export const Product = v.object({
  ...ProductSummary.entries,
  content: LexicalState,
  contentText: v.string(),
  updatedAt: v.string(),
  /** Hidden by an operator while out of stock (decision 0082): readable by its link, not buyable. */
  soldOut: v.boolean(),
});
export type Product = v.InferOutput<typeof Product>;

const PositiveInt = (max: number) => v.pipe(Str, v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1), v.maxValue(max));

/** `page` (from 1) and `size`; without `page`, every product. Newest first. */
export const ProductListQuery = v.object({
  page: v.optional(PositiveInt(100_000)),
  size: v.optional(PositiveInt(PRODUCT_PAGE_SIZE_MAX)),
});
export type ProductListQuery = v.InferOutput<typeof ProductListQuery>;

export const ProductListData = v.object({
  products: v.array(ProductSummary),
  /** Every product there is, for "n개의 상품". */
  total: v.number(),
  /** A further page exists (false when the list was asked without `page`). */
  hasNext: v.boolean(),
});
export type ProductListData = v.InferOutput<typeof ProductListData>;
