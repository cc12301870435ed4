/** The photo a member picks for an inquiry (decision 0072): the shared picture rule at the inquiry photo's cap. */
import { imageProblem, type ImageProblem, type PickedFile } from '../../contract/file-rules.ts';
import { INQUIRY_PHOTO_LIMIT_BYTES } from '../../contract/inquiries.ts';

export type PhotoProblem = ImageProblem;

export const photoProblem = (file: PickedFile): PhotoProblem | null => imageProblem(file, INQUIRY_PHOTO_LIMIT_BYTES);
