import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../components/button/button.tsx';
import { ModalDialog } from '../../components/dialog/modal-dialog.tsx';
import type { Diary } from '../../contract/diary.ts';
import * as css from './photo-viewer.css.ts';
import './catalog.ts';

type DiaryImage = Diary['images'][number];

/**
 * An entry's photos as thumbnails that show the whole photo, each a button opening it at full size
 * in a modal dialog (decision 0048): the native dialog keeps focus inside, Escape closes and gives
 * focus back to the thumbnail (focus starts on 닫기, the first control); ← and → (or the buttons) step through the photos.
 */
export function PhotoGallery({ images }: { images: readonly DiaryImage[] }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  return (
    <>
      <ul className={css.gallery} aria-label={t`Photos`}>
        {images.map((image, index) => {
          const n = index + 1;
          return (
            <li key={image.id}>
              <button type="button" className={css.thumb} aria-label={t`Open photo ${n} of ${images.length}`} onClick={() => setOpen(index)}>
                <img className={css.thumbImg} src={image.url} alt="" loading="lazy" width={image.width ?? undefined} height={image.height ?? undefined} />
              </button>
            </li>
          );
        })}
      </ul>
      <PhotoViewer images={images} index={open} onIndex={setOpen} />
    </>
  );
}

function PhotoViewer({ images, index, onIndex }: { images: readonly DiaryImage[]; index: number | null; onIndex: (index: number | null) => void }) {
  const { t } = useLingui();
  const titleId = useId();
  const image = index === null ? undefined : images[index];
  const step = (by: number) => {
    if (index !== null) onIndex((index + by + images.length) % images.length);
  };
  // ← and → step through the photos while the viewer is open (the dialog handles Escape itself).
  useEffect(() => {
    if (index === null || images.length < 2) return;
    function keys(event: KeyboardEvent) {
      if (index === null || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
      event.preventDefault();
      onIndex((index + (event.key === 'ArrowRight' ? 1 : -1) + images.length) % images.length);
    }
    document.addEventListener('keydown', keys);
    return () => document.removeEventListener('keydown', keys);
  }, [index, images.length, onIndex]);
  const n = (index ?? 0) + 1;
  return (
    <ModalDialog open={image !== undefined} labelledBy={titleId} onCancel={() => onIndex(null)} size="wide">
      {image ? (
        <div className={css.viewer}>
          <div className={css.viewerHead}>
            <h2 id={titleId} className={css.viewerTitle}>
              {t`Photo ${n} of ${images.length}`}
            </h2>
            <Button size="sm" tone="ghost" onClick={() => onIndex(null)}>
              <Trans>Close</Trans>
            </Button>
          </div>
          <img className={css.full} src={image.url} alt={t`Photo ${n}`} width={image.width ?? undefined} height={image.height ?? undefined} />
          <div className={css.viewerNav}>
            <Button size="sm" tone="secondary" disabled={images.length < 2} onClick={() => step(-1)}>
              <Trans>← Previous</Trans>
            </Button>
            <a href={image.url} target="_blank" rel="noreferrer">
              <Trans>Open the original in a new tab</Trans>
            </a>
            <Button size="sm" tone="secondary" disabled={images.length < 2} onClick={() => step(1)}>
              <Trans>Next →</Trans>
            </Button>
          </div>
        </div>
      ) : null}
    </ModalDialog>
  );
}
