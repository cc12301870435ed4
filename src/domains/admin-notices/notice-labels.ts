/** A notice's category as members read it, and its publication state as the back office shares it (decision 0093). */
export { CATEGORY_LABELS } from '../notices/notice-labels.ts';
export { PUBLICATION_STATE_LABELS as STATUS_LABELS } from '../admin-kit/publication-labels.ts';
