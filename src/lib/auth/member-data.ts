/**
 * What a domain keeps on this device for the signed-in member, reached without shared code importing
 * the domain (decision 0039, decision 0053): a domain registers here at start, and the logout
 * confirmation, the logout itself and the member shell ask every registered domain. The diary
 * registers its outbox (decision 0023: entries saved offline wait on this phone for their writer).
 */
export type MemberData = {
  /** How many of the signed-in member's items this device still has to send. */
  unsent?: () => Promise<number>;
  /** The member is signed in and online: send what waits (called again and again; cheap when nothing waits). */
  resume?: () => void;
  /** Logout: forget what must not outlive the session on this device. */
  forget?: () => Promise<void>;
};

const registered = new Map<string, MemberData>();

/** Registers (or replaces) a domain's hooks under its name. */
export function registerMemberData(domain: string, data: MemberData): void {
  registered.set(domain, data);
}

/** The items every domain still has to send for the signed-in member (a failing domain counts 0). */
export async function countUnsent(): Promise<number> {
  const counts = await Promise.all([...registered.values()].map((data) => (data.unsent ? data.unsent().catch(() => 0) : 0)));
  return counts.reduce((sum, count) => sum + count, 0);
}

/** Each domain sends what waits; offline nothing is tried (the `online` event calls this again). */
export function resumeMemberWork(): void {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return;
  for (const data of registered.values()) data.resume?.();
}

export async function forgetMemberData(): Promise<void> {
  await Promise.all([...registered.values()].map((data) => data.forget?.().catch(() => undefined)));
}

let listening = false;

/** Whatever page is open, a member who comes back online (or back to the app) gets what waits sent. */
export function listenForMemberWork(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', resumeMemberWork);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') resumeMemberWork();
  });
}
