/**
 * What a member typed into a new inquiry (its topic and words), kept for the tab's life in
 * sessionStorage: leaving the page, a reload or a session that expired mid-sentence loses nothing,
 * and a send that went through ends it. It is the member's own: kept with their id and read back
 * only for that id, so another account signed in later in the same tab never sees it. The photo is
 * not kept (a file cannot be); the form says so by asking for it again.
 */
import { INQUIRY_CONTENT_MAX, INQUIRY_TOPICS, type InquiryTopic } from '../../contract/inquiries.ts';
import { tabStorage } from '../../lib/storage/session-flags.ts';

const KEY = 'dodam:inquiry-draft';

export type InquiryDraft = { topic: InquiryTopic | null; content: string };
export const EMPTY_INQUIRY_DRAFT: InquiryDraft = { topic: null, content: '' };

const topicOf = (value: unknown): InquiryTopic | null => INQUIRY_TOPICS.find((topic) => topic === value) ?? null;

/** The member's draft, or an empty one (none kept, another member's, or not a draft this form wrote). */
export function readInquiryDraft(memberId: number | undefined): InquiryDraft {
  if (memberId === undefined) return EMPTY_INQUIRY_DRAFT;
  try {
    const parsed: unknown = JSON.parse(tabStorage()?.getItem(KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null || !('memberId' in parsed) || parsed.memberId !== memberId) return EMPTY_INQUIRY_DRAFT;
    const content = 'content' in parsed && typeof parsed.content === 'string' && parsed.content.length <= INQUIRY_CONTENT_MAX ? parsed.content : '';
    return { topic: topicOf('topic' in parsed ? parsed.topic : null), content };
  } catch {
    return EMPTY_INQUIRY_DRAFT;
  }
}

/** Keeps the draft for the member; an empty one (no topic, no words) removes it. */
export function writeInquiryDraft(memberId: number | undefined, { topic, content }: InquiryDraft): void {
  if (memberId === undefined) return;
  const s = tabStorage();
  try {
    if (topic === null && content === '') s?.removeItem(KEY);
    else s?.setItem(KEY, JSON.stringify({ memberId, topic, content: content.slice(0, INQUIRY_CONTENT_MAX) }));
  } catch {
    // quota or privacy mode: the form still works, only the draft is not kept
  }
}

/** The inquiry was sent: its draft is done. */
export function clearInquiryDraft(): void {
  try {
    tabStorage()?.removeItem(KEY);
  } catch {
    // nothing kept, nothing to clear
  }
}
