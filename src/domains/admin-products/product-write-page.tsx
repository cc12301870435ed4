import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import * as css from '../admin-kit/admin-list.css.ts';
import { PictureField } from '../admin-kit/picture-field.tsx';
import { BodyField } from '../admin-kit/record-fields.tsx';
import { RecordFormActions, useRecordSave } from '../admin-kit/record-form.tsx';
import { contractProblems, useFieldProblems, type ProblemWords } from '../admin-kit/record-problems.ts';
import * as formCss from '../admin-kit/record-form.css.ts';
import { RecordPage, RecordWriteForm } from '../admin-kit/record-page.tsx';
import { TextField } from '../../components/field/text-field.tsx';
import { adminProductsApi, ProductCreateBody, ProductUpdateBody, type AdminProductDetail } from '../../contract/admin-products-api.ts';
import { PRODUCT_PRICE_MAX, PRODUCT_TITLE_MAX } from '../../contract/products.ts';
import { call } from '../../lib/api/call.ts';
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import { upload } from '../../lib/api/upload.ts';
import { productDetailQuery, productKeys } from './product-queries.ts';
import { thumbnailProblem } from './thumbnail-check.ts';
import * as productCss from './admin-products.css.ts';
import './catalog.ts';

/** /admin/product/write, and ?productId=… to change one (SPEC §2; decision 0064). */
export function ProductWritePage({ productId }: { productId: number | undefined }) {
  const { t } = useLingui();
  const existing = useQuery({ ...productDetailQuery(productId ?? 0), enabled: productId !== undefined });
  return (
    <RecordPage
      title={productId === undefined ? t`Add a product` : t`Edit the product`}
      back={
        <Link className={css.rowLink} to="/admin/product" search={productId === undefined ? {} : { productId: productId }}>
          {productId === undefined ? <Trans>← Back to the product list</Trans> : <Trans>← Back to the product</Trans>}
        </Link>
      }
    >
      <RecordWriteForm existing={productId === undefined ? null : existing}>
        {(product) =>
          product?.status === 'DELETED' ? (
            <p className={css.state}>{t`A deleted product cannot be changed.`}</p>
          ) : (
            <ProductForm key={product?.id ?? 'new'} product={product} />
          )
        }
      </RecordWriteForm>
    </RecordPage>
  );
}

type Fields = 'title' | 'price' | 'thumbnailToken' | 'contentText';

/** A new product needs its picture's token (ProductCreateBody); a change may keep the picture. */
function send(product: AdminProductDetail | null, body: ProductUpdateBody) {
  if (product) return call(adminProductsApi.updateProduct, { params: { productId: product.id }, body, navigateOnError: false });
  const parsed = v.parse(ProductCreateBody, body);
  return call(adminProductsApi.createProduct, { body: parsed, navigateOnError: false });
}

/** The form keeps what was typed through every refusal; the server's words show beside the field they name. */
function ProductForm({ product }: { product: AdminProductDetail | null }) {
  const { t } = useLingui();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const [title, setTitle] = useState(product?.title ?? '');
  const [price, setPrice] = useState(product ? String(product.price) : '');
  const [token, setToken] = useState<string | undefined>(undefined);
  const [content, setContent] = useState<{ json: Record<string, unknown> | null; text: string }>({
    json: product?.content ?? null,
    text: product?.contentText ?? '',
  });
  const record = useRecordSave({
    listKey: productKeys.all,
    savedMessage: messageText('ProductSaved') ?? '',
    onSaved: (id) => void navigate({ to: '/admin/product', search: { productId: id }, replace: true }),
  });
  const { problems, setProblems, touch } = useFieldProblems<Fields>(record.markDirty);
  const said = (issue: v.BaseIssue<unknown>) => messageText(issue.message) ?? '';
  const words: ProblemWords<Fields> = {
    title: ['title', said],
    price: ['price', said],
    thumbnailToken: ['thumbnailToken', said],
    contentText: ['contentText', said],
    content: ['contentText', () => messageText('InvalidProductContent') ?? ''],
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const draft = {
      title,
      price: price.trim() === '' ? Number.NaN : Number(price),
      content: content.json ?? {},
      contentText: content.text,
      thumbnailToken: token ?? (product ? undefined : ''),
    };
    const parsed = product ? v.safeParse(ProductUpdateBody, draft) : v.safeParse(ProductCreateBody, draft);
    if (!parsed.success) {
      setProblems(contractProblems(parsed.issues, words));
      return;
    }
    setProblems({});
    const body = parsed.output;
    void record.save(() => send(product, body));
  }

  return (
    <form className={formCss.form} onSubmit={submit} noValidate aria-label={t`Product`}>
      <TextField
        label={t`Product name`}
        value={title}
        maxLength={PRODUCT_TITLE_MAX + 10}
        required
        error={problems.title}
        onChange={(e) => {
          setTitle(e.target.value);
          touch('title');
        }}
      />
      <TextField
        label={t`Price (won)`}
        value={price}
        inputMode="numeric"
        className={productCss.priceInput}
        hint={t`0 or more, up to ${PRODUCT_PRICE_MAX.toLocaleString('ko-KR')} won`}
        error={problems.price}
        onChange={(e) => {
          setPrice(e.target.value.replace(/[^\d]/g, ''));
          touch('price');
        }}
      />
      <PictureField
        label={t`Picture (JPG, PNG, GIF or WEBP, up to 10MB)`}
        check={thumbnailProblem}
        send={async (file, onProgress) => (await upload(adminProductsApi.uploadProductThumbnail, { file, onProgress, navigateOnError: false })).thumbnailToken}
        current={product?.thumbnailUrl ?? null}
        error={problems.thumbnailToken ?? null}
        onUploaded={(next) => {
          setToken(next);
          touch('thumbnailToken');
        }}
      />
      <BodyField
        label={t`Content`}
        editorLabel={t`Product content`}
        placeholder={t`What the product is, how to use it, what it holds.`}
        initial={product?.content ?? null}
        error={problems.contentText}
        onChange={(json, text) => {
          setContent({ json, text });
          touch('contentText');
        }}
      />
      <RecordFormActions failure={record.failure} busy={record.busy} unsaved={record.unsaved} />
    </form>
  );
}
