/**
 * Two guardians on one child (decision 0097). Every change of a child's family takes the child's
 * row lock first, so the caps hold under parallel calls and an invite checked unused is still unused
 * when it is marked used: a code works once.
 */
import { randomInt } from 'node:crypto';
import { and, asc, count, eq, gt, isNull, lte } from 'drizzle-orm';
import {
  GUARDIAN_CAPS,
  GUARDIAN_CODE_ALPHABET,
  GUARDIAN_CODE_LENGTH,
  GUARDIAN_INVITE_TTL_MS,
  type CreatedInvite,
  type FamilyData,
} from '../../../src/contract/guardians-api.ts';
import type { Db } from '../../db/client.ts';
import { children } from '../../db/schema/children.ts';
import { childGuardians, guardianInvites } from '../../db/schema/guardians.ts';
import { users } from '../../db/schema/users.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { sha256 } from '../../lib/crypto.ts';
import { RATE_RULES } from '../../lib/rate-limit.ts';
import { familyChild, ownChild } from '../children/own-child.ts';

function newCode(): string {
  let code = '';
  for (let i = 0; i < GUARDIAN_CODE_LENGTH; i++) code += GUARDIAN_CODE_ALPHABET[randomInt(GUARDIAN_CODE_ALPHABET.length)];
  return code;
}

export function createGuardianService(deps: Deps) {
  const { db } = deps.database;
  const { clock } = deps;

  return {
    async family(memberId: number, childId: number): Promise<FamilyData> {
      const child = await familyChild(db, memberId, childId);
      const isOwner = child.memberId === memberId;
      const [owner] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, child.memberId));
      const guardians = await db
        .select({ memberId: childGuardians.memberId, nickname: users.nickname, since: childGuardians.createdAt })
        .from(childGuardians)
        .innerJoin(users, eq(users.id, childGuardians.memberId))
        .where(eq(childGuardians.childId, child.id))
        .orderBy(asc(childGuardians.id));
      const invites = isOwner
        ? await db
            .select({ id: guardianInvites.id, expiresAt: guardianInvites.expiresAt })
            .from(guardianInvites)
            .where(and(eq(guardianInvites.childId, child.id), isNull(guardianInvites.usedAt), gt(guardianInvites.expiresAt, clock.now())))
            .orderBy(asc(guardianInvites.id))
        : [];
      return {
        owner: { nickname: owner?.nickname ?? '', me: isOwner },
        guardians: guardians.map((g) => ({ memberId: g.memberId, nickname: g.nickname ?? '', since: g.since.toISOString(), me: g.memberId === memberId })),
        invites: invites.map((i) => ({ id: i.id, expiresAt: i.expiresAt.toISOString() })),
      };
    },

    async invite(memberId: number, childId: number): Promise<CreatedInvite> {
      return db.transaction(async (tx) => {
        const child = await ownChild(tx, memberId, childId, { lock: true });
        const now = clock.now();
        // Unused invites past their time go as new ones come: the table keeps only what can still matter.
        await tx.delete(guardianInvites).where(and(eq(guardianInvites.childId, child.id), isNull(guardianInvites.usedAt), lte(guardianInvites.expiresAt, now)));
        const [open] = await tx
          .select({ n: count() })
          .from(guardianInvites)
          .where(and(eq(guardianInvites.childId, child.id), isNull(guardianInvites.usedAt)));
        if ((open?.n ?? 0) >= GUARDIAN_CAPS.openInvites) throw new AppError('TooManyGuardianInvitesException');
        await checkGuardianRoom(tx, child.id);
        const code = newCode();
        const expiresAt = new Date(now.getTime() + GUARDIAN_INVITE_TTL_MS);
        const [row] = await tx
          .insert(guardianInvites)
          .values({ childId: child.id, createdBy: memberId, codeHash: sha256(code), expiresAt, createdAt: now })
          .returning({ id: guardianInvites.id });
        if (!row) throw new AppError('UnknownErrorOccurred');
        return { id: row.id, code, expiresAt: expiresAt.toISOString() };
      });
    },

    async cancelInvite(memberId: number, childId: number, inviteId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const child = await ownChild(tx, memberId, childId, { lock: true });
        const gone = await tx
          .delete(guardianInvites)
          .where(and(eq(guardianInvites.id, inviteId), eq(guardianInvites.childId, child.id), isNull(guardianInvites.usedAt)))
          .returning({ id: guardianInvites.id });
        if (gone.length === 0) throw new AppError('NoSuchGuardianInviteException');
      });
    },

    /**
     * The invite's child gets this member as a guardian. Counted per member (RATE_RULES), right or
     * wrong, before the code is looked up: 10 tries in 10 minutes against 31^8 codes. The same member
     * again (a retry, a second tap) answers the child without spending another invite.
     */
    async accept(memberId: number, code: string): Promise<{ childId: number }> {
      await deps.rate(RATE_RULES.guardianInviteAccept, String(memberId));
      const hash = sha256(code);
      const [found] = await db.select({ childId: guardianInvites.childId }).from(guardianInvites).where(eq(guardianInvites.codeHash, hash));
      if (!found) throw new AppError('GuardianInviteNotFoundException');
      return db.transaction(async (tx) => {
        // The child's lock first, as invite and cancel take it: one order, no deadlock.
        const [child] = await tx.select().from(children).where(eq(children.id, found.childId)).for('update');
        const [invite] = await tx.select().from(guardianInvites).where(eq(guardianInvites.codeHash, hash));
        if (!child || !invite) throw new AppError('GuardianInviteNotFoundException');
        if (child.memberId === memberId) throw new AppError('GuardianOwnChildException');
        const [already] = await tx
          .select({ id: childGuardians.id })
          .from(childGuardians)
          .where(and(eq(childGuardians.childId, child.id), eq(childGuardians.memberId, memberId)));
        if (already) return { childId: child.id };
        const now = clock.now();
        if (invite.usedAt || invite.expiresAt <= now) throw new AppError('GuardianInviteExpiredException');
        await checkGuardianRoom(tx, child.id);
        await tx.insert(childGuardians).values({ childId: child.id, memberId, createdAt: now });
        await tx.update(guardianInvites).set({ usedAt: now, usedBy: memberId }).where(eq(guardianInvites.id, invite.id));
        return { childId: child.id };
      });
    },

    /**
     * The owner removes a guardian, or a guardian removes itself (leaves). The guardian's selection
     * of the child goes with it, so its next visit chooses among what it still may see (SPEC §5
     * route guard 8).
     */
    async remove(memberId: number, childId: number, guardianId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const child = await familyChild(tx, memberId, childId, { lock: true });
        if (child.memberId !== memberId && guardianId !== memberId) throw new AppError('IllegalUserRoleException');
        const gone = await tx
          .delete(childGuardians)
          .where(and(eq(childGuardians.childId, child.id), eq(childGuardians.memberId, guardianId)))
          .returning({ id: childGuardians.id });
        if (gone.length === 0) throw new AppError('NoSuchGuardianException');
        await tx
          .update(users)
          .set({ selectedChildId: null, updatedAt: clock.now() })
          .where(and(eq(users.id, guardianId), eq(users.selectedChildId, child.id)));
      });
    },
  };
}

/** 422 TooManyGuardiansException when the child already has GUARDIAN_CAPS.guardians. */
async function checkGuardianRoom(tx: Pick<Db, 'select'>, childId: number): Promise<void> {
  const [guarded] = await tx.select({ n: count() }).from(childGuardians).where(eq(childGuardians.childId, childId));
  if ((guarded?.n ?? 0) >= GUARDIAN_CAPS.guardians) throw new AppError('TooManyGuardiansException');
}
