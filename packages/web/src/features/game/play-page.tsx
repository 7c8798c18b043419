import type { PlayInfo } from '@tengen/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createApiClient } from '../../common/api/api-client.ts';
import { useHost } from '../../common/host/host-context.tsx';
import { useParams } from '../../common/router/router-hooks.ts';
import { LivePlay } from './live-play.tsx';
import { PlayMissing } from './play-missing.tsx';

type Loading =
  | { readonly kind: 'loading' }
  | { readonly kind: 'missing' }
  | { readonly kind: 'ready'; readonly play: PlayInfo };

/**
 * /play/p/{playid}/: the play info comes with the page; only when it does not (or is for
 * another play) is it asked for with GET /jwt/getplayinfo/{playid}/.
 */
export default function PlayPage() {
  const host = useHost();
  const { t } = useTranslation('play');
  const playid = Number(useParams().playid);
  const preloaded = host.play?.playid === playid ? host.play : null;
  const [loading, setLoading] = useState<Loading>(() =>
    preloaded ? { kind: 'ready', play: preloaded } : { kind: 'loading' },
  );

  useEffect(() => {
    if (preloaded) {
      setLoading({ kind: 'ready', play: preloaded });
      return;
    }
    if (host.missingPlayId === playid || !Number.isInteger(playid) || playid < 1) {
      setLoading({ kind: 'missing' });
      return;
    }
    let live = true;
    setLoading({ kind: 'loading' });
    void createApiClient({ baseUrl: '', token: host.token })
      .call('getPlayInfo', { params: { playid } })
      .then((answer) => {
        if (live) setLoading(answer.ok ? { kind: 'ready', play: answer.value } : { kind: 'missing' });
      });
    return () => {
      live = false;
    };
  }, [preloaded, playid, host.missingPlayId, host.token]);

  if (loading.kind === 'missing') return <PlayMissing playid={Number.isInteger(playid) ? playid : null} />;
  if (loading.kind === 'loading') return <main className="tg-play-missing">{t('page.loading')}</main>;
  return <LivePlay play={loading.play} host={host} />;
}
