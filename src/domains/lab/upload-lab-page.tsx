import { useLingui } from '@lingui/react/macro';
import { checkExaminationFile, checkImageFile, checkPdfHeader, IMAGE_ACCEPT, PDF_ACCEPT } from '../../contract/file-rules.ts';
import { FilePickerLab } from './file-picker-lab.tsx';
import { LabFrame } from './lab-frame.tsx';
import './catalog.ts';

/**
 * /test/file-upload-test: the SPEC §5 file rules with their SPEC §8 messages (file too large, file
 * size zero, non-PDF, invalid file) and the progress of reading the file; nothing is sent (decision 0040).
 */
export function UploadLabPage() {
  const { t } = useLingui();
  return (
    <LabFrame
      path="/test/file-upload-test"
      title={t`File upload test`}
      intro={t`Files are checked in the browser and read with progress; nothing is sent to the server.`}
    >
      <FilePickerLab
        title={t`Examination file (PDF)`}
        rules={t`PDF only, not empty, at most 16 MB; the file must start like a PDF.`}
        accept={PDF_ACCEPT}
        check={checkExaminationFile}
        checkBytes={checkPdfHeader}
      />
      <FilePickerLab title={t`Image`} rules={t`JPG, JPEG, PNG, GIF or WEBP, not empty.`} accept={IMAGE_ACCEPT} check={checkImageFile} />
    </LabFrame>
  );
}
