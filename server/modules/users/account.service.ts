import { and, eq, inArray, ne } from 'drizzle-orm';
import { children } from '../../db/schema/children.ts';
import { pushSubscriptions } from '../../db/schema/diaries.ts';
import { refreshTokens } from '../../db/schema/auth.ts';
import { socialAccounts, users } from '../../db/schema/users.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { dataExports } from '../../db/schema/data-exports.ts';
import { diaryPdfs } from '../../db/schema/diary-pdfs.ts';
import { inquiries } from '../../db/schema/inquiries.ts';
import { forgetFiles } from '../../lib/stored-files.ts';
import { accountFileKeys } from './account-files.ts';
import { checkAccountDeletable } from './account-delete-guard.ts';

export function createAccountService(deps: Deps) {
  const {
    database: { db },
    clock,
    authCache,
  } = deps;
  return {
    /** Unlinking the only way to sign in would lock the member out, so it is refused. */
    async unlinkSocial(userId: number, socialId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [me] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).for('update');
        const linked = await tx.select({ id: socialAccounts.id }).from(socialAccounts).where(eq(socialAccounts.userId, userId));
        if (!linked.some((s) => s.id === socialId)) throw new AppError('NoSuchSocialAccountException');
        if (!me?.passwordHash && linked.length === 1) throw new AppError('LastSignInMethodException');
        await tx.delete(socialAccounts).where(and(eq(socialAccounts.id, socialId), eq(socialAccounts.userId, userId)));
      });
    },

    /**
     * Account deletion: every session revoked, social accounts unlinked, the children's records
     * deleted with their files (decision 0032), the member's 1:1 inquiries deleted with their photos
     * (decision 0072) and the personal fields of the user row cleared; the row stays, anonymised, so that
     * payments, and the reports still to be built, keep their reference. Refused while something
     * bought for those records is under way (AccountHas…Exception, decision 0087).
     */
    async deleteAccount(userId: number): Promise<void> {
      const now = clock.now();
      authCache.forgetUser(userId);
      let fileKeys: string[] = [];
      await db.transaction(async (tx) => {
        // The member's row first, as adding a child or an inquiry locks it: neither can be added
        // (and given a file) between reading the files' keys and deleting the rows.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
        // Nothing bought for the children, entries or reports that go below may be stranded (decision 0087).
        await checkAccountDeletable(tx, userId, now);
        fileKeys = await accountFileKeys(tx, userId);
        // The books' rows stay with their order items; their files go below.
        await tx.update(diaryPdfs).set({ storageKey: null }).where(eq(diaryPdfs.memberId, userId));
        // Its data copies go, files and rows (decision 0099); the audit rows of asking for them stay.
        await tx.delete(dataExports).where(eq(dataExports.memberId, userId));
        await tx.update(refreshTokens).set({ revokedAt: now }).where(eq(refreshTokens.userId, userId));
        await tx.delete(socialAccounts).where(eq(socialAccounts.userId, userId));
        // Guardians of these children lose them; their selection of one goes too (decision 0097).
        const owned = tx.select({ id: children.id }).from(children).where(eq(children.memberId, userId));
        await tx
          .update(users)
          .set({ selectedChildId: null })
          .where(and(inArray(users.selectedChildId, owned), ne(users.id, userId)));
        await tx.delete(children).where(eq(children.memberId, userId));
        // The member's own words leave with the account (decision 0072); the operators' audit rows
        // name the inquiry by id only and stay.
        await tx.delete(inquiries).where(eq(inquiries.memberId, userId));
        // The devices stop receiving this account's reminders (decision 0019).
        await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
        await tx
          .update(users)
          .set({
            status: 'WITHDRAWN',
            withdrawnAt: now,
            loginId: null,
            passwordHash: null,
            email: null,
            nickname: null,
            name: null,
            birthDate: null,
            phone: null,
            phoneVerifiedAt: null,
            selectedChildId: null,
            diaryNotiTime: null,
            pushNotiEnabled: false,
            phoneNotiEnabled: false,
            updatedAt: now,
          })
          .where(eq(users.id, userId));
      });
      // After the commit: a file deleted for a rolled-back deletion could not come back.
      await forgetFiles(deps, fileKeys, 'a deleted account');
    },
  };
}
