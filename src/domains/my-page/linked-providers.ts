import { PROVIDERS } from '../../contract/roles.ts';
import type { User } from '../../contract/user.ts';

type Provider = (typeof PROVIDERS)[number];

/**
 * The social providers linked to the account: every linked account, and the provider of the current
 * session (a member signed in with Kakao has a linked Kakao account), each once, in a fixed order.
 * "연결된 계정" never reads "미입력" for a member who is signed in through one (decision 0035).
 */
export function linkedProviders(user: Pick<User, 'oauth2IdDetails' | 'currentRegistrationId'>): Provider[] {
  const found = new Set<Provider>(user.oauth2IdDetails.map((account) => account.provider));
  if (user.currentRegistrationId) found.add(user.currentRegistrationId);
  return PROVIDERS.filter((provider) => found.has(provider));
}
