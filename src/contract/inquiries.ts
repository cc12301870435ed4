/**
 * 1:1 inquiries to the operator (고객센터; SPEC §2 /error/032 "restricted members … reach the
 * operator"; decision 0072): a member writes one with a topic, words and an optional photo; an admin
 * answers it in the back office; the member reads the answer. The words are plain text everywhere.
 */
import * as v from 'valibot';
import { Str } from './primitives.ts';

/** 계정, 결제·환불, 일기, 리포트·상담, 발달검사, 기타. */
export const INQUIRY_TOPICS = ['ACCOUNT', 'PAYMENT', 'DIARY', 'REPORT', 'EXAMINATION', 'OTHER'] as const;
export type InquiryTopic = (typeof INQUIRY_TOPICS)[number];

export const INQUIRY_STATUSES = ['WAITING', 'ANSWERED'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** A member's words, and the operator's answer, at most this many characters. */
export const INQUIRY_CONTENT_MAX = 2_000;
export const INQUIRY_ANSWER_MAX = 4_000;
/** Waiting (unanswered) inquiries a member may have at once: the next is InquiryLimitExceededException. */
export const INQUIRY_OPEN_MAX = 5;
/** The photo's upload, as a diary photo's (checked by content, re-encoded as WEBP). */
export const INQUIRY_PHOTO_LIMIT_BYTES = 10 * 1024 * 1024;
/** Where the photo is served: GET with a signed query (exp, sig), like a diary photo (decision 0012). */
export const INQUIRY_PHOTO_PATH = '/api/files/inquiry-photos/:inquiryId';

const Words = (max: number) => v.pipe(Str, v.trim(), v.minLength(1, 'InvalidInquiryContent'), v.maxLength(max, 'InvalidInquiryContent'));

export const InquiryCreateBody = v.object({ topic: v.picklist(INQUIRY_TOPICS), content: Words(INQUIRY_CONTENT_MAX) });
export type InquiryCreateBody = v.InferOutput<typeof InquiryCreateBody>;
export const InquiryAnswerBody = v.object({ answer: Words(INQUIRY_ANSWER_MAX) });

/** One inquiry as its member reads it; `answerUnread` is the dot until the member opens the answer. */
export const MemberInquiry = v.object({
  id: v.number(),
  topic: v.picklist(INQUIRY_TOPICS),
  status: v.picklist(INQUIRY_STATUSES),
  content: v.string(),
  /** A signed link to the photo, valid for a while (decision 0012); null without one. */
  photoUrl: v.nullable(v.string()),
  answer: v.nullable(v.string()),
  answeredAt: v.nullable(v.string()),
  answerUnread: v.boolean(),
  createdAt: v.string(),
});
export type MemberInquiry = v.InferOutput<typeof MemberInquiry>;

export const MemberInquiryList = v.object({
  inquiries: v.array(MemberInquiry),
  /** Waiting inquiries now, and INQUIRY_OPEN_MAX: the form says when no more can be sent. */
  open: v.number(),
  openMax: v.number(),
  unreadAnswers: v.number(),
});
export type MemberInquiryList = v.InferOutput<typeof MemberInquiryList>;
