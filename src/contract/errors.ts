/**
 * The error catalogue of SPEC §8 and the wire codes of ARCHITECTURE §3.
 * Every server key carries the body `code` the client branches on and the HTTP status the server sends.
 * The client maps the same keys to localized messages (src/lib/i18n/error-messages.ts).
 */

export type ErrorSpec = { readonly code: string; readonly status: number };

const bad = { code: '400', status: 400 } as const;
const unauthenticated = { code: '401', status: 401 } as const;
const forbidden = { code: '403', status: 403 } as const;
const notFound = { code: '404', status: 404 } as const;
const conflict = { code: '409', status: 409 } as const;
const expired = { code: '410', status: 410 } as const;
const unsupported = { code: '415', status: 415 } as const;
const fixInPlace = { code: '422', status: 422 } as const;
const temporary = { code: '503', status: 503 } as const;

export const SERVER_ERRORS = {
  BadRequest: bad,
  /** An orderable type the server sells nothing under (no plug-in registered, decision 0022). */
  InvalidOrderType: bad,
  /** The amount posted back from Toss's success URL is not the order's: tampered, never confirmed. */
  PaymentAmountMismatchException: bad,
  /** The back office's list and member checks (SPEC §8 client validation messages, answered by the server too; decision 0041). */
  InvalidSearchCategory: bad,
  InvalidSearchName: bad,
  InvalidSearchNickname: bad,
  InvalidSearchPhone: bad,
  InvalidSearchDateRange: bad,
  InvalidMemberId: bad,
  InvalidMemberStatus: bad,
  InvalidMemberName: bad,
  InvalidMemberNickname: bad,
  InvalidMemberPhone: bad,
  /** The back office's diary and comment ids (SPEC §8; decision 0042). */
  InvalidDiaryId: bad,
  InvalidCommentId: bad,
  /** A monthly report's id (SPEC §8 invalid report id; decision 0067). */
  InvalidReportId: bad,
  /** A guardian invite code that is not 8 of its letters (decision 0097). */
  InvalidGuardianInviteCode: bad,
  /** The daily log's checks (decision 0098): its UUID, its kind and detail, its amount, its times, a day asked for. */
  InvalidCareLogId: bad,
  InvalidCareLogKind: bad,
  InvalidCareLogAmount: bad,
  InvalidCareLogTime: bad,
  InvalidCareLogDate: bad,
  /** The pregnancy diary's checks (decision 0100). */
  InvalidPregnancyEntryId: bad,
  InvalidPregnancyWeek: bad,
  InvalidPregnancyEntryContent: bad,
  /** A consultation's words past CONSULTATION_CONTENT_MAX, or its time not in the future (decision 0069). */
  InvalidConsultationContent: bad,
  InvalidConsultationTime: bad,
  /** A consultation scheduled more than CONSULTATION_SCHEDULE_DAYS_MAX ahead (decision 0084). */
  ConsultationTimeTooFar: bad,
  /** An inquiry's words or answer empty or past INQUIRY_CONTENT_MAX / INQUIRY_ANSWER_MAX (decision 0072). */
  InvalidInquiryContent: bad,
  /** K-CDI covers about 12 months to 6.5 years: the child is too young, too old or not born (decision 0070). */
  ExaminationAgeException: bad,
  InvalidExaminationAccess: bad,
  InvalidExaminationResults: bad,
  /** A developmental age that is not whole months from 0 to KCDI_RESULT_MONTHS_MAX (decision 0082). */
  InvalidExaminationMonths: bad,
  NoSuchExaminationException: notFound,
  /** A step its state does not allow: results before the test was sent, a send after the result. */
  ExaminationStateException: conflict,
  /** SPEC §5 examination files, answered by the server too (SPEC §8 client messages). */
  FileTooLarge: { code: '413', status: 413 },
  FileSizeZero: bad,
  FileNotPdf: unsupported,
  /** A report feedback area left empty (SPEC §5, §8; decision 0067). */
  EmptyExpertFeedback: bad,
  /** Product management's SPEC §8 messages, the server's answers to a product write too (decision 0064). */
  InvalidProductId: bad,
  InvalidProductTitle: bad,
  InvalidProductPrice: bad,
  InvalidProductThumbnail: bad,
  InvalidProductContent: bad,
  InvalidProductImageExtension: bad,
  /** A care-info article's months not whole, past school age, or the last before the first (decision 0082). */
  InvalidArticleAges: bad,
  /** Notice management's SPEC §8 messages (decision 0065). */
  InvalidNoticeTitle: bad,
  InvalidNoticeContent: bad,
  UserAuthenticationException: unauthenticated,
  IllegalUserRoleException: forbidden,
  JwtStatus: forbidden,
  BlockedUser: { code: '032', status: 403 },

  NoSuchAddressException: notFound,
  NoSuchArticleException: notFound,
  NoSuchBankCodeException: notFound,
  NoSuchChildException: notFound,
  /** Guardians (decision 0097): no invite with this code; no such guardian of the child. */
  GuardianInviteNotFoundException: notFound,
  NoSuchGuardianException: notFound,
  NoSuchGuardianInviteException: notFound,
  /** The invite was used or is past its 24 hours. */
  GuardianInviteExpiredException: expired,
  /** The member's own child: an owner is not its own guardian. */
  GuardianOwnChildException: conflict,
  /** A member's data copy (decision 0099): not its own or gone; past its 7 days; still being made; one at a time. */
  NoSuchDataExportException: notFound,
  DataExportExpiredException: expired,
  DataExportNotReadyException: conflict,
  DataExportBusyException: conflict,
  /** The child is born: its pregnancy diary is kept and read, no longer written (decision 0100). */
  PregnancyDiaryClosedException: conflict,
  NoSuchChildHealthCheckupException: notFound,
  NoSuchChildMeasurementException: notFound,
  NoSuchChildMessageException: notFound,
  NoSuchChildSurveyException: notFound,
  NoSuchChildVaccinationException: notFound,
  NoSuchCommentCouponException: notFound,
  NoSuchCommentException: notFound,
  NoSuchDiaryException: notFound,
  NoSuchMemberException: notFound,
  NoSuchOrderItemException: notFound,
  NoSuchReportException: notFound,
  NoSuchConsultationException: notFound,
  NoSuchInquiryException: notFound,
  NoSuchSocialAccountException: notFound,
  NoSuchUserException: notFound,
  NotFound: notFound,

  AlreadyOrderedDiaryCommentException: conflict,
  AlreadyOrderedReportException: conflict,
  AlreadyPdfUploadedException: conflict,
  BornChildCannotBeUnbornException: conflict,
  /** The edit was based on an older version of the child (decision 0011). */
  ChildEditConflictException: conflict,
  CannotCancelOrderItemException: conflict,
  ExpertCommentAlreadyRequestedException: conflict,
  /** Another expert wrote the entry's comment first (the queue is shared): edit it instead. */
  ExpertCommentAlreadyWrittenException: conflict,
  ReportFeedbackAlreadyWrittenException: conflict,
  /** The consultation's state does not allow this step (finish before it is scheduled, schedule a finished one). */
  ConsultationStateException: conflict,
  /** Finished or a no-show before its scheduled time (decision 0084): nothing has taken place yet. */
  ConsultationNotYetHeldException: conflict,
  /** An answered inquiry takes no second answer and no new photo (decision 0072). */
  InquiryStateException: conflict,
  UserAlreadyVerifiedPhoneException: conflict,
  UserInfoDuplicateException: conflict,
  ValidPdfAlreadyExistException: conflict,
  NotOrderedDiaryCommentException: conflict,
  NotOrderedReportException: conflict,
  NotSharedDiaryException: conflict,
  /** A restore of an entry or comment that is not hidden: nothing to restore, nothing written (decision 0048). */
  NotHiddenContentException: conflict,
  LastSignInMethodException: conflict,
  IdempotencyKeyReusedException: conflict,
  AlreadyMeasuredOnDateException: conflict,
  /** A dose of one alternative vaccine while the other of its group is recorded (rotavirus RV1/RV5, JE live/inactivated; decision 0080). */
  AlternativeVaccineChosenException: conflict,
  UnbornChildMeasurementException: conflict,
  /** One diary entry per child per day: another entry (another clientId) exists for that day. */
  DiaryAlreadyWrittenException: conflict,
  /** The edit was based on an older version of the entry (two devices, decision 0017). */
  DiaryEditConflictException: conflict,
  UnbornChildDiaryException: conflict,
  /** A diary PDF book of a child with no diary entry yet would be empty: not sold (decision 0034). */
  EmptyDiaryBookException: conflict,
  /** The server's price is not the amount the member was shown (decision 0025): show the new price. */
  PriceChanged: conflict,
  /** An operator hid the product (out of stock, decision 0082): it cannot be bought until it is shown again. */
  ProductHiddenException: conflict,
  /** The order was canceled, expired or paid with another payment: start a new order. */
  OrderNotPayableException: conflict,
  /** What the order is for (the child, report, entry or product) was deleted or taken off sale: nothing is charged (decision 0077). */
  OrderTargetGoneException: conflict,
  /** A child with an unpaid order (READY, or a virtual account waiting) cannot be deleted (decision 0077). */
  ChildHasOpenOrderException: conflict,
  /** A child with a paid service not yet given (a consultation, a test waiting for its result …) cannot be deleted (decision 0077). */
  ChildHasPaidServiceException: conflict,
  /** An entry whose bought expert comment is unpaid (READY, or a virtual account waiting) cannot be deleted (decision 0087). */
  DiaryHasOpenOrderException: conflict,
  /** An entry whose paid expert comment is not written yet cannot be deleted (decision 0087). */
  DiaryHasPaidServiceException: conflict,
  /** An account with an unpaid order for a child, report or entry cannot be deleted (decision 0087). */
  AccountHasOpenOrderException: conflict,
  /** An account with a paid service not yet given (a consultation, a test waiting for its result …) cannot be deleted (decision 0087). */
  AccountHasPaidServiceException: conflict,

  DiaryEditExpiredException: expired,
  OrderExaminationExpiredException: expired,
  VerificationNumberExpiredException: expired,
  CannotDownloadPdfException: expired,
  NoPdfDownloadableException: notFound,

  UnsupportedMediaType: unsupported,
  IllegalDiaryContentImageTypeException: unsupported,
  IllegalProfileImageTypeException: unsupported,
  IllegalProductImageTypeException: unsupported,
  ProductImageTooLargeException: { code: '413', status: 413 },
  ProfileImageTooLargeException: { code: '413', status: 413 },
  DiaryImageTooLargeException: { code: '413', status: 413 },
  /** Decision 0078: a picture of more than IMAGE_MAX_PIXELS, refused from its header before it is decoded. */
  ImageTooManyPixelsException: { code: '413', status: 413 },
  /** A request body over its cap (decision 0031), refused before it is read. */
  RequestBodyTooLargeException: { code: '413', status: 413 },

  LoginFailException: fixInPlace,
  VerificationCodeNumberIncorrectException: fixInPlace,
  VerificationCodePhoneIncorrectException: fixInPlace,
  TooManyDiaryContentImageException: fixInPlace,
  VirtualAccountInfoRequiredException: fixInPlace,
  UserNotVerifiedPhoneException: fixInPlace,
  UserHasNoPhoneException: fixInPlace,
  /** SPEC §5 guard 7 held by the server (decision 0047): a member's writes wait for the required consents (decision 0003) … */
  ConsentRequiredException: fixInPlace,
  /** … and for a name and nickname (then UserHasNoPhoneException, UserNotVerifiedPhoneException). */
  UserProfileIncompleteException: fixInPlace,
  AvailableCouponNotFoundException: fixInPlace,
  /** An admin's coupon last day before today or past COUPON_LAST_DAY_MAX_DAYS (decision 0048). */
  InvalidCouponLastDay: fixInPlace,
  ImplausibleMeasurementException: fixInPlace,
  FutureMeasurementDateException: fixInPlace,
  /** A born child's birth date and time later than now (decision 0080). */
  FutureBirthDateException: fixInPlace,
  MeasurementBeforeBirthException: fixInPlace,
  FutureDiaryDateException: fixInPlace,
  DiaryBeforeBirthException: fixInPlace,
  /** The child-meal area is for a child over 6 months (SPEC §4) on the entry's day. */
  ChildMealTooYoungException: fixInPlace,
  /** Toss refused the payment (card declined, session expired …): the order stays unpaid and can be paid again. */
  PaymentRefusedException: fixInPlace,
  /** Toss refused the cancel (e.g. the refund account): nothing was canceled. */
  PaymentCancelRefusedException: fixInPlace,
  /** A diary book needs at least one entry in its period (decision 0028). */
  NoDiaryInPdfPeriodException: fixInPlace,
  /** Per-member caps (decision 0031, MEMBER_CAPS). */
  TooManyAddressesException: fixInPlace,
  TooManyChildrenException: fixInPlace,
  /** GUARDIAN_CAPS per child (decision 0097). */
  TooManyGuardianInvitesException: fixInPlace,
  /** A child's day past CARE_LOG_DAY_CAP logs (decision 0098). */
  TooManyCareLogsException: fixInPlace,
  /** More than DATA_EXPORTS_PER_DAY copies of a member's data in a day (decision 0099). */
  TooManyDataExportsException: fixInPlace,
  TooManyPregnancyEntriesException: fixInPlace,
  /** More than PREGNANCY_PHOTO_MAX ultrasound photos on one entry (decision 0101). */
  TooManyPregnancyPhotosException: fixInPlace,
  TooManyGuardiansException: fixInPlace,
  /** BOOKMARKS_MAX care-info bookmarks (decision 0066). */
  TooManyBookmarksException: fixInPlace,
  TooManyCommentsException: { code: '429', status: 429 },
  TooManyRequestsException: { code: '429', status: 429 },
  /** REPORTS_PER_DAY new reports in 24 hours (decision 0030). */
  ReportLimitExceededException: { code: '429', status: 429 },
  /** INQUIRY_OPEN_MAX inquiries already wait for an answer (decision 0072). */
  InquiryLimitExceededException: { code: '429', status: 429 },
  /** MEMBER_CAPS.openOrders orders already wait for their payment (decision 0077). */
  TooManyOpenOrdersException: { code: '429', status: 429 },
  /** Decision 0078: a member's PDFs already being made (PDF_RENDERS_PER_MEMBER); answered with Retry-After. */
  TooManyPdfRequestsException: { code: '429', status: 429 },
  /** Decision 0078: IMAGE_UPLOADS_PER_MINUTE photos sent by one member in a minute; answered with Retry-After. */
  TooManyImageUploadsException: { code: '429', status: 429 },
  /** A partial refund of less than 1 won, more than is left, or of an item with nothing paid (decision 0049). */
  InvalidRefundAmountException: bad,
  /** An admin's change would take a warning count below 0 (SPEC §4, §5). */
  WarningCountBelowZeroException: bad,

  FileDownloadException: temporary,
  FileUploadException: temporary,
  MailFailException: temporary,
  /** Toss did not answer: nothing changed here; the same request can be sent again. */
  PaymentUnavailableException: temporary,
  /** The address search service (juso.go.kr) did not answer or refused our key; the postal code can still be typed (decision 0074). */
  AddressSearchUnavailableException: temporary,
  /** Decision 0078: the heavy work's queue (PDFs, photo decoding) is full; answered with Retry-After. */
  ServerBusyException: temporary,

  InvalidInternalApi: { code: '500', status: 500 },
  UnknownErrorOccurred: { code: '500', status: 500 },
} as const satisfies Record<string, ErrorSpec>;

export type ServerErrorKey = keyof typeof SERVER_ERRORS;

export function isServerErrorKey(value: string): value is ServerErrorKey {
  return Object.hasOwn(SERVER_ERRORS, value);
}

/** Client-made failure kinds (SPEC §8). */
export const CLIENT_ERROR_CODES = {
  validation: 'VC001',
  internalApi: 'IA001',
  externalApi: 'EA001',
  externalLibrary: 'EL001',
} as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[keyof typeof CLIENT_ERROR_CODES];

/** Body codes that send the client to an error page (SPEC §8 Handling). */
export const ERROR_PAGE_CODES = ['032', '400', '401', '403', '404'] as const;
export type ErrorPageCode = (typeof ERROR_PAGE_CODES)[number];
export function isErrorPageCode(value: string): value is ErrorPageCode {
  return (ERROR_PAGE_CODES as readonly string[]).includes(value);
}
