/** SPEC §9 business constants and limits. */
export const REQUEST_TIMEOUT_MS = 10_000;
export const PDF_UPLOAD_LIMIT_BYTES = 16 * 1024 * 1024;
/** Profile photos: a phone camera picture fits; refused while the body is read (413). */
export const PROFILE_IMAGE_LIMIT_BYTES = 10 * 1024 * 1024;
/** SPEC §9's 10 s is for calls; an upload of up to 10 MB on a slow phone connection gets longer. */
export const UPLOAD_TIMEOUT_MS = 120_000;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
/**
 * Decision 0078: the most pixels a picture may have, read from its header before it is decoded (a
 * 62 KB PNG can hold 64 million). 25 MP keeps every phone's default photo (12 MP, 24 MP at
 * 5712×4284); a 48–200 MP full-resolution shot is over 10 MB as a JPEG anyway, and the diary
 * shrinks its photos on the phone before they are sent.
 */
export const IMAGE_MAX_PIXELS = 25_000_000;
/** Decision 0078: photos one member may send in a minute (profile, diary, inquiry): six diary entries of five photos each. */
export const IMAGE_UPLOADS_PER_MINUTE = 30;
/** Decision 0078: PDFs one member may have being made at once (a download of one already made waits for none). */
export const PDF_RENDERS_PER_MEMBER = 2;
/** Decision 0078: report PDF downloads one member may have running at once; more are refused before anything is read. */
export const PDF_REQUESTS_PER_MEMBER = 4;
export const EXAMINATION_DOWNLOAD_DAYS = 30;
export const LONG_PRESS_BLOCK_MS = 500;
export const MEMBER_LAYOUT_MIN_WIDTH = 360;
export const MEMBER_LAYOUT_MAX_WIDTH = 1024;
export const BOTTOM_NAV_HEIGHT = 68;
export const PHONE_CODE_TTL_SECONDS = 180;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
/**
 * Moderation (decision 0030): reports by this many DISTINCT members hide the reported entry or comment
 * pending an admin's review and put the member on the review list. Reports never restrict anybody.
 */
export const REPORT_HIDE_THRESHOLD = 3;
/** New reports one member may file in 24 hours (a per-member cap: ReportLimitExceededException). */
export const REPORTS_PER_DAY = 20;

export const ORDERABLE_TYPES = ['DIARY_COMMENT', 'DIARY_PDF', 'CONSULTATION', 'GROWTH_EXAMINATION', 'REPORT_ANALYSIS', 'PRODUCT'] as const;
export type OrderableType = (typeof ORDERABLE_TYPES)[number];

/** SPEC §9 prices in won; PRODUCT is priced by its own row. */
export const PRICES = {
  DIARY_COMMENT: 10_000,
  DIARY_PDF: 10_000,
  CONSULTATION: 50_000,
  GROWTH_EXAMINATION: 50_000,
  REPORT_ANALYSIS: 50_000,
} as const satisfies Record<Exclude<OrderableType, 'PRODUCT'>, number>;

/**
 * Per-member caps (decision 0031): far above what a family uses, low enough that one member cannot
 * grow the database without bound. A push subscription over its cap replaces the oldest device's.
 */
export const MEMBER_CAPS = {
  addresses: 20,
  children: 10,
  pushSubscriptions: 10,
  /** Community comments one member may post within a minute (SPEC §5 community). */
  commentsPerMinute: 5,
  /**
   * Orders not yet paid (READY within ORDER_READY_TTL_MS, or a virtual account waiting for its
   * deposit; decision 0077): a family pays one or two at a time; more is a script.
   */
  openOrders: 10,
} as const;

/**
 * How long an order stays payable before it expires (decision 0077): Toss's payment window must be
 * confirmed within 10 minutes of the customer's authentication, so an order older than an hour that
 * was never confirmed was abandoned. A virtual account waits for its own due date instead.
 */
export const ORDER_READY_TTL_MS = 60 * 60 * 1000;

/** Order and order item states (decision 0022); here rather than in orders.ts so the admin list queries stay light (decision 0041). */
export const ORDER_STATUSES = ['READY', 'WAITING_FOR_DEPOSIT', 'DONE', 'CANCELED', 'PARTIAL_CANCELED', 'ABORTED', 'EXPIRED'] as const;
export const ORDER_ITEM_STATUSES = ['PENDING', 'WAITING_FOR_DEPOSIT', 'PAID', 'PROVIDED', 'CANCELED'] as const;
export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];

/** The longest diary search text (the search box's limit, and the list's ?q kept for Back). */
export const DIARY_SEARCH_MAX = 50;
