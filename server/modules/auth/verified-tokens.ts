/**
 * Access tokens already verified on this instance, by their exact text (decision 0006). A client
 * sends the same token on every call for its lifetime, and checking its signature, parsing its
 * two JSON parts and its claims was the largest share of a read call's own work left. The same
 * text has the same signature, so the verdict cannot change, except by time: `exp` is compared on
 * every hit. Revocation is not the token's business (the session check in auth-middleware.ts
 * asks the database or the auth cache on every call). At most VERIFIED_TOKENS_MAX entries; when
 * full it starts again empty, which costs one verification per active client.
 */
export const VERIFIED_TOKENS_MAX = 10_000;

export function createVerifiedTokens<Claims>(max = VERIFIED_TOKENS_MAX) {
  const entries = new Map<string, { claims: Claims; exp: number }>();
  return {
    /** The claims of a token verified before, 'expired' once its exp has come, or null when unknown. */
    get(token: string, nowSeconds: number): Claims | 'expired' | null {
      const entry = entries.get(token);
      if (!entry) return null;
      if (nowSeconds >= entry.exp) {
        entries.delete(token);
        return 'expired';
      }
      return entry.claims;
    },
    remember(token: string, claims: Claims, exp: number): void {
      if (entries.size >= max) entries.clear();
      entries.set(token, { claims, exp });
    },
    get size(): number {
      return entries.size;
    },
  };
}
