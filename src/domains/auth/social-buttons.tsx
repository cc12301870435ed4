import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../components/button/button.tsx';
import { stack } from './auth.css.ts';
import './catalog.ts';

const PROVIDERS = [
  { id: 'kakao', tone: 'kakao', label: <Trans>Continue with Kakao</Trans> },
  { id: 'naver', tone: 'naver', label: <Trans>Continue with Naver</Trans> },
] as const;

/** Full-page navigation to the server's OAuth start (ARCHITECTURE §4). */
export function SocialButtons() {
  const [leaving, setLeaving] = useState<string | null>(null);
  return (
    <div className={stack}>
      {PROVIDERS.map((provider) => (
        <Button
          key={provider.id}
          tone={provider.tone}
          block
          busy={leaving === provider.id}
          onClick={() => {
            setLeaving(provider.id);
            window.location.assign(`/api/open/oauth/${provider.id}/authorize`);
          }}
        >
          {provider.label}
        </Button>
      ))}
    </div>
  );
}
