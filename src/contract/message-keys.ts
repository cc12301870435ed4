/** The client's own message keys: validation (SPEC §8 "Client validation messages") and success (SPEC §8 "Success messages"). */

/** Client validation message keys (SPEC §8 "Client validation messages"). */
export const CLIENT_VALIDATION_KEYS = [
  'InvalidSearchCategory',
  'InvalidSearchName',
  'InvalidSearchNickname',
  'InvalidSearchPhone',
  'InvalidSearchDateRange',
  'InvalidMemberId',
  'InvalidMemberStatus',
  'InvalidMemberName',
  'InvalidMemberNickname',
  'InvalidMemberPhone',
  'FileTooLarge',
  'FileSizeZero',
  'FileNotPdf',
  'InvalidFile',
  'WarningCountBelowZero',
  'InvalidDiaryId',
  'InvalidCommentId',
  'InvalidReportId',
  'EmptyExpertFeedback',
  'InvalidNoticeTitle',
  'InvalidNoticeContent',
  'InvalidProductId',
  'InvalidProductTitle',
  'InvalidProductPrice',
  'InvalidProductThumbnail',
  'InvalidProductContent',
  'InvalidProductImageExtension',
  'InvalidInternalApi',
  'UnknownErrorOccurred',
  'TestError',
  'InvalidOrderType',
  'LoggedError',
] as const;
export type ClientValidationKey = (typeof CLIENT_VALIDATION_KEYS)[number];

/** Success message keys (SPEC §8 "Success messages"). */
export const SUCCESS_KEYS = [
  'ConsultationFinished',
  'ExaminationSent',
  'ExaminationFileRegistered',
  'WarningCountChanged',
  'ExpertFeedbackSaved',
  'ExpertCommentSaved',
  'ExpertCommentEdited',
  'ExpertCommentDeleted',
  'NoticePosted',
  'NoticeDeleted',
  'ProductSaved',
  'ProductDeleted',
] as const;
export type SuccessKey = (typeof SUCCESS_KEYS)[number];
