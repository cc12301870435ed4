/** An inquiry's topics and states: one wording for both sides (src/components/inquiry, decision 0072). */
export { INQUIRY_STATUS_LABELS as STATUS_LABELS, INQUIRY_TOPIC_LABELS as TOPIC_LABELS } from '../../components/inquiry/inquiry-labels.ts';
