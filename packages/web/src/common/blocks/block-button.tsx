/** Block or unblock another player (docs/social.md), beside following them on their profile. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../api/api-client.ts';
import { failureMessageKey } from '../api/call-route.ts';
import { Button } from '../controls/index.ts';
import { useHost } from '../host/host-context.tsx';
import { setBlocked, useBlockedPlayers } from './blocked-players-store.ts';

export interface BlockButtonProps {
  readonly userid: number;
  readonly username: string;
}

export function BlockButton({ userid, username }: BlockButtonProps) {
  const { t } = useTranslation(['friends', 'common']);
  const { token } = useHost();
  const blocked = useBlockedPlayers(token);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  if (!token || blocked === null) return null;
  const isBlocked = blocked.some((b) => b.userid === userid);
  const toggle = () => {
    setBusy(true);
    void setBlocked(token, { userid, username }, !isBlocked).then((answer) => {
      setBusy(false);
      setFailure(answer.ok ? null : answer.error);
    });
  };
  return (
    <>
      <Button busy={busy} onClick={toggle} aria-pressed={isBlocked}>
        {isBlocked ? t('block.unblock') : t('block.block')}
      </Button>
      {isBlocked ? <span role="status">{t('block.blocked', { name: username })}</span> : null}
      {failure ? (
        <p className="tg-follow__problem" role="alert">
          {t('block.failed', { reason: t(`common:${failureMessageKey(failure)}`) })}
        </p>
      ) : null}
    </>
  );
}
