/**
 * One wording per enum (decision 0093): each client label table, read in the Korean catalogues, says
 * exactly the word the server writes in CSVs and audit lines, and both cover every value of the
 * contract's enum. The client tables are read as source text (the server never imports the client):
 * a `CODE: msg\`…\``, `CODE: t\`…\`` or `CODE: msg({ message: '…', context: '…' })` line of the named
 * table, looked up by context and id in locales/ko.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARTICLE_VIEW_STATUSES } from '../../src/contract/admin-articles.ts';
import { COMMENT_STATUSES } from '../../src/contract/admin-comments.ts';
import { ADMIN_CONSULTATION_STATUSES } from '../../src/contract/admin-consultations.ts';
import { EXPERT_STATUSES } from '../../src/contract/admin-diaries-api.ts';
import { ADMIN_PRODUCT_STATUSES } from '../../src/contract/admin-products.ts';
import { ADMIN_REPORT_STATUSES } from '../../src/contract/admin-reports.ts';
import { AUDIT_ACTIONS, AUDIT_RESOURCE_KINDS } from '../../src/contract/audit.ts';
import { ARTICLE_CATEGORIES } from '../../src/contract/care-info-categories.ts';
import { COUPON_STATUSES } from '../../src/contract/coupons.ts';
import { EXAMINATION_STATUSES, KCDI_DOMAINS } from '../../src/contract/examinations.ts';
import { INQUIRY_STATUSES, INQUIRY_TOPICS } from '../../src/contract/inquiries.ts';
import { ORDER_ITEM_STATUSES, ORDER_STATUSES, ORDERABLE_TYPES } from '../../src/contract/limits.ts';
import { NOTICE_CATEGORIES, NOTICE_VIEW_STATUSES } from '../../src/contract/notices.ts';
import { ROLES, USER_STATUSES } from '../../src/contract/roles.ts';
import { AUDIT_ACTION_WORDS, AUDIT_RESOURCE_WORDS, AUDIT_VALUE_WORDS, ROLE_WORDS } from './audit-words.ts';
import * as words from './list-words.ts';
import { poCatalogue } from '../../scripts/po-entries.ts';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** (context \u0004 id) → msgstr over every Korean catalogue. */
const ko = poCatalogue(new URL('locales/ko/', root).pathname);

/** code → (context \u0004 id) of the table `name` in `path`: from its first line to the line that closes it. */
function tableOf(path: string, name: string): Map<string, string> {
  const source = read(path);
  const found = new RegExp(`^( *)(?:export )?const ${name}\\b`, 'm').exec(source);
  expect(found, `${name} in ${path}`).not.toBeNull();
  const start = found?.index ?? 0;
  // A one-line table ends on its line; a longer one at the brace under its first line.
  const firstLine = source.slice(start, source.indexOf('\n', start));
  const end = /[}\]]\)?( as const.*)?;$/.test(firstLine) ? start + firstLine.length : source.indexOf(`\n${found?.[1] ?? ''}}`, start);
  const body = source.slice(start, end);
  const line = /(?:^|[{,]\s*)'?([A-Za-z_.]+)'?: (?:msg|t)(?:`([^`]+)`|\(\{ message: '([^']+)', context: '([^']+)' \}\))/gm;
  return new Map([...body.matchAll(line)].map((m) => [m[1] ?? '', `${m[4] ?? ''}\u0004${m[2] ?? m[3] ?? ''}`]));
}

type Pair = { enum: readonly string[]; server: Readonly<Partial<Record<string, string>>>; client: [path: string, table: string][] };

const D = 'src/domains';
const PAIRS: Record<string, Pair> = {
  'member status': { enum: USER_STATUSES, server: words.MEMBER_STATUS_WORDS, client: [[`${D}/admin-members/member-labels.ts`, 'STATUS_LABELS']] },
  role: { enum: ROLES, server: ROLE_WORDS, client: [[`${D}/admin-members/member-labels.ts`, 'ROLE_LABELS']] },
  'orderable type': { enum: ORDERABLE_TYPES, server: words.ORDERABLE_TYPE_WORDS, client: [[`${D}/admin-kit/order-labels.ts`, 'TYPE_LABELS']] },
  'order item status': {
    enum: ORDER_ITEM_STATUSES,
    server: words.ORDER_ITEM_STATUS_WORDS,
    // The member's payment pages word it in their hook with the same ids (decision 0025).
    client: [
      [`${D}/admin-kit/order-labels.ts`, 'ITEM_STATUS_LABELS'],
      [`${D}/payments/labels.ts`, 'status'],
    ],
  },
  'order status (Toss)': { enum: ORDER_STATUSES, server: words.ORDER_STATUS_WORDS, client: [[`${D}/admin-kit/order-labels.ts`, 'ORDER_STATUS_LABELS']] },
  'expert comment status': {
    enum: EXPERT_STATUSES,
    server: words.EXPERT_STATUS_WORDS,
    client: [[`${D}/admin-diaries/diary-labels.ts`, 'EXPERT_STATUS_LABELS']],
  },
  'comment status': { enum: COMMENT_STATUSES, server: words.COMMENT_STATE_WORDS, client: [[`${D}/admin-diaries/diary-labels.ts`, 'COMMENT_STATUS_LABELS']] },
  'coupon status': { enum: COUPON_STATUSES, server: words.COUPON_STATUS_WORDS, client: [[`${D}/coupons/coupon-labels.ts`, 'COUPON_STATUS_LABELS']] },
  'report status': { enum: ADMIN_REPORT_STATUSES, server: words.REPORT_STATUS_WORDS, client: [[`${D}/admin-reports/report-labels.ts`, 'STATUS_LABELS']] },
  'consultation status': {
    enum: ADMIN_CONSULTATION_STATUSES,
    server: words.CONSULTATION_STATUS_WORDS,
    client: [
      [`${D}/consultations/consultation-labels.ts`, 'CONSULTATION_STATUS_LABELS'],
      [`${D}/admin-consultations/consultation-labels.ts`, 'STATUS_LABELS'],
    ],
  },
  'examination status': {
    enum: EXAMINATION_STATUSES,
    server: words.EXAMINATION_STATUS_WORDS,
    client: [[`${D}/examinations/examination-labels.ts`, 'EXAMINATION_STATUS_LABELS']],
  },
  'product status': { enum: ADMIN_PRODUCT_STATUSES, server: words.PRODUCT_STATUS_WORDS, client: [[`${D}/admin-products/product-labels.ts`, 'STATUS_LABELS']] },
  'publication state': {
    enum: [...new Set([...NOTICE_VIEW_STATUSES, ...ARTICLE_VIEW_STATUSES])],
    server: words.PUBLICATION_STATE_WORDS,
    client: [[`${D}/admin-kit/publication-labels.ts`, 'PUBLICATION_STATE_LABELS']],
  },
  'notice category': { enum: NOTICE_CATEGORIES, server: words.NOTICE_CATEGORY_WORDS, client: [[`${D}/notices/notice-labels.ts`, 'CATEGORY_LABELS']] },
  'article category': { enum: ARTICLE_CATEGORIES, server: words.ARTICLE_CATEGORY_WORDS, client: [[`${D}/care-info/care-info-labels.ts`, 'CATEGORY_LABELS']] },
  'inquiry status': {
    enum: INQUIRY_STATUSES,
    server: words.INQUIRY_STATUS_WORDS,
    client: [['src/components/inquiry/inquiry-labels.ts', 'INQUIRY_STATUS_LABELS']],
  },
  'inquiry topic': { enum: INQUIRY_TOPICS, server: words.INQUIRY_TOPIC_WORDS, client: [['src/components/inquiry/inquiry-labels.ts', 'INQUIRY_TOPIC_LABELS']] },
  'K-CDI domain': { enum: KCDI_DOMAINS, server: words.KCDI_DOMAIN_WORDS, client: [['src/components/kcdi/kcdi-domain-labels.ts', 'KCDI_DOMAIN_LABELS']] },
  'audit action': { enum: AUDIT_ACTIONS, server: AUDIT_ACTION_WORDS, client: [[`${D}/admin-kit/audit-labels.ts`, 'AUDIT_ACTION_LABELS']] },
  'audit record kind': { enum: AUDIT_RESOURCE_KINDS, server: AUDIT_RESOURCE_WORDS, client: [[`${D}/admin-kit/audit-labels.ts`, 'AUDIT_RESOURCE_LABELS']] },
};

describe('decision 0093: one wording per enum, on the screen and in the CSV', () => {
  it.each(Object.entries(PAIRS))('%s: the client table in Korean is the server word, for every value', (_, pair) => {
    const client = new Map(pair.client.flatMap(([path, table]) => [...tableOf(path, table)]));
    expect([...client.keys()].sort(), 'the client table covers the enum').toEqual([...pair.enum].sort());
    expect(Object.keys(pair.server).sort(), 'the server table covers the enum').toEqual([...pair.enum].sort());
    const korean = Object.fromEntries(pair.enum.map((code) => [code, ko.get(client.get(code) ?? '')]));
    expect(korean).toEqual(Object.fromEntries(pair.enum.map((code) => [code, pair.server[code]])));
  });
});

describe('decision 0093: the audit CSV words the same fields of each record kind as the back office', () => {
  const registry = read('src/routes/admin/-audit-kinds.ts');
  const fileOf = new Map(
    [...registry.matchAll(/^import \{ ([^}]+) \} from '\.\.\/\.\.\/(domains\/[^']+)';$/gm)].flatMap((m) =>
      (m[1] ?? '').split(', ').map((name) => [name, `src/${m[2] ?? ''}`]),
    ),
  );
  /** The list export's list names: the CSV words them, the page shows the code (no client table yet). */
  const SERVER_ONLY: Partial<Record<string, string[]>> = { list: ['list'] };

  it.each([...AUDIT_RESOURCE_KINDS])('%s', (kind) => {
    const declared = new RegExp(`^  ${kind}: (\\w+),$`, 'm').exec(registry)?.[1] ?? '';
    const path = fileOf.get(declared);
    expect(path, `${kind} is declared by an admin domain`).toBeDefined();
    const source = read(path ?? '');
    const declaration = source.slice(source.indexOf(`export const ${declared}`));
    const values = /values: \{ ([^}]*) \}/.exec(declaration.slice(0, declaration.indexOf('};') + 2))?.[1] ?? '';
    const clientFields = values === '' ? [] : values.split(', ').map((entry) => entry.split(':')[0] ?? '');
    const serverFields = Object.keys(AUDIT_VALUE_WORDS[kind]).filter((field) => !(SERVER_ONLY[kind] ?? []).includes(field));
    expect(clientFields.sort()).toEqual(serverFields.sort());
  });
});
