import { useState } from 'react';
import { Icon } from '../icon/icon.tsx';
import * as css from './child-avatar.css.ts';

type Props = { child: { profileImageURL: string | null; born?: boolean }; size: keyof typeof css.avatar; alt?: string };

/** The child's photo, or a baby (born) / heart (expecting) when there is none or it cannot load (e.g. an expired signed URL). */
export function ChildAvatar({ child, size, alt = '' }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = child.profileImageURL;
  if (url && failed !== url) return <img className={css.avatar[size]} src={url} alt={alt} onError={() => setFailed(url)} />;
  const px = size === 'lg' ? 56 : size === 'md' ? 36 : 26;
  return (
    <span className={css.avatar[size]} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
      <Icon name={child.born === false ? 'heart' : 'baby'} size={px} />
    </span>
  );
}
