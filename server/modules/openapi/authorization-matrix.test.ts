import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../src/contract/roles.ts';
import { childGuardians } from '../../db/schema/guardians.ts';
import { users } from '../../db/schema/users.ts';
import { memberKit } from '../../test/members.ts';
import { testApp } from '../../test/harness.ts';
import { sample, type Operation } from '../../test/fuzz-cases.ts';
import { bodyIdOf, ownedIds, pathIdOf, type OwnedIds } from '../../test/owned-ids.ts';

/**
 * Decision 0031: every operation of GET /api/openapi.json (an endpoint added later is checked the
 * day it is added) × anonymous, the owning member, another member, a guardian of the owner's first
 * child (decision 0097), an expert and an admin. A leak is a 2xx where the caller's role (SPEC §7
 * access) or ownership should refuse it.
 */
type Caller = 'anonymous' | 'member' | 'other member' | 'guardian' | 'expert' | 'admin';
const CALLERS: readonly Caller[] = ['anonymous', 'other member', 'guardian', 'expert', 'admin', 'member'];
const LOGIN: Record<Exclude<Caller, 'anonymous' | 'guardian'>, string> = { member: 'parent', 'other member': 'friend', expert: 'expert', admin: 'admin' };

/**
 * What a guardian may do with the owner's child (decision 0097): its diary, records and schedules.
 * Everything else the owner's rows name (the profile, deleting, inviting, buying, sharing) refuses it.
 */
const FAMILY_OPERATIONS = new Set([
  'child',
  'selectChild',
  'childFamily',
  'removeGuardian',
  'scheduleCodes',
  'childSurvey',
  'saveChildSurvey',
  'childMessages',
  'answerChildMessage',
  'measurements',
  'addMeasurement',
  'editMeasurement',
  'deleteMeasurement',
  'vaccinations',
  'healthCheckups',
  'recordVaccination',
  'recordHealthCheckup',
  'markVaccinationsDone',
  'markHealthCheckupsDone',
  'diaries',
  'searchDiaries',
  'createDiary',
  'diary',
  'editDiary',
  'deleteDiary',
  'addDiaryImage',
  'deleteDiaryImage',
  'careLogDay',
  'careLogSummary',
  'putCareLog',
  'deleteCareLog',
  'pregnancyDiary',
  'putPregnancyEntry',
  'deletePregnancyEntry',
  'addPregnancyPhoto',
  'deletePregnancyPhoto',
]);

/**
 * Operations where another member may act on the owner's row by design: the community shows shared
 * entries to every member, who may comment on them, report them and block their author (SPEC §5
 * community; decision 0018).
 */
const SHARED_WITH_MEMBERS = new Set(['sharedDiary', 'sharedDiaryComments', 'addComment', 'report', 'blockMember', 'unblockMember']);

let doc: { paths: Record<string, Record<string, Operation>> };
let owner: OwnedIds;
const people = new Map<Exclude<Caller, 'anonymous'>, { id: number; role: Role }>();

const t = testApp({ demo: true });
beforeAll(async () => {
  doc = (await t.request('GET', '/api/openapi.json')).json as unknown as typeof doc;
  for (const [caller, loginId] of Object.entries(LOGIN) as [Exclude<Caller, 'anonymous' | 'guardian'>, string][]) {
    const [row] = await t.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.loginId, loginId));
    if (!row) throw new Error(`demo account ${loginId} missing`);
    people.set(caller, { id: row.id, role: row.role });
  }
  owner = await ownedIds(t.db, people.get('member')?.id ?? 0);
  await memberKit(() => t).join('matrixguard', '보호자');
  const [row] = await t.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.loginId, 'matrixguard'));
  if (!row || owner.child === undefined) throw new Error('no guardian or no child to guard');
  await t.db.insert(childGuardians).values({ childId: owner.child, memberId: row.id });
  people.set('guardian', { id: row.id, role: row.role });
});

type Built = { url: string; body?: string; ownedRef: boolean };

/** The owner's plausible request: its rows in the path, query and body. */
function build(path: string, op: Operation): Built {
  let ownedRef = false;
  const url = path.replace(/\{([A-Za-z]+)\}/g, (_, name: string) => {
    const { value, owned } = pathIdOf(path, name, owner);
    if (owned && value !== undefined) ownedRef = true;
    return String(value ?? 1);
  });
  const query = (op.parameters ?? [])
    .filter((p) => p.in === 'query')
    .map((p) => {
      const owned = bodyIdOf(p.name, owner);
      if (owned !== undefined) ownedRef = true;
      return `${p.name}=${encodeURIComponent(String(owned ?? sample(p.schema ?? {}, p.name)))}`;
    });
  const schema = op.requestBody?.content?.['application/json']?.schema;
  let body: string | undefined;
  if (schema) {
    const value = sample(schema);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const key of Object.keys(value)) {
        const owned = bodyIdOf(key, owner);
        if (owned !== undefined) {
          value[key] = owned;
          ownedRef = true;
        }
      }
    }
    body = JSON.stringify(value);
  }
  return { url: query.length > 0 ? `${url}?${query.join('&')}` : url, body, ownedRef };
}

async function call(method: string, built: Built, caller: Caller): Promise<number> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() };
  const person = caller === 'anonymous' ? undefined : people.get(caller);
  if (person) {
    const pair = await t.deps.tokens.issue(person.id, person.role, null);
    headers.authorization = `Bearer ${pair.accessToken}`;
    headers['x-refresh-token'] = pair.refreshToken;
  }
  const res = await t.app.request(built.url, { method, headers, body: built.body });
  await res.arrayBuffer();
  return res.status;
}

/** Why this caller must be refused, or null when it may succeed. */
function mustRefuse(op: Operation, caller: Caller, ownedRef: boolean): string | null {
  const signedInOnly = (op.security ?? []).length > 0;
  if (caller === 'anonymous') return signedInOnly ? 'anonymous' : null;
  const role = people.get(caller)?.role;
  const roles = op['x-roles'];
  if (roles && role && !roles.includes(role)) return `role ${role}`;
  // Staff calls (expert queue, admin tools) act on members' rows by design.
  const forMembers = !roles || roles.includes('ROLE_MEMBER');
  if (caller === 'guardian' && FAMILY_OPERATIONS.has(op.operationId)) return null;
  if (caller !== 'member' && ownedRef && forMembers && !SHARED_WITH_MEMBERS.has(op.operationId)) return 'not the owner';
  return null;
}

describe('authorization matrix from the OpenAPI document (decision 0031)', () => {
  it('no caller gets a 2xx its role or ownership should refuse', { timeout: 180_000 }, async () => {
    const operations = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })))
      // Deletes last, so that the rows the other calls name still exist.
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    const leaks: string[] = [];
    let checked = 0;
    for (const { path, method, op } of operations) {
      for (const caller of CALLERS) {
        const built = build(path, op);
        const status = await call(method, built, caller);
        checked++;
        const reason = mustRefuse(op, caller, built.ownedRef);
        if (reason && status >= 200 && status < 300) leaks.push(`${method} ${path} (${op.operationId}) as ${caller}: ${status}, should refuse (${reason})`);
      }
    }
    console.log(`authorization matrix: ${operations.length} endpoints × ${CALLERS.length} callers, ${leaks.length} leaks (${checked} calls)`);
    expect(operations.length).toBeGreaterThan(50);
    expect(leaks).toEqual([]);
  });
});
