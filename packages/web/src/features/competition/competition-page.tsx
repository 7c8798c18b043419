import type { CompetitionPlaysResponse } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { callRoute, failureMessageKey } from '../../common/api/call-route.ts';
import { useCall } from '../../common/api/use-call.ts';
import { ButtonLink } from '../../common/controls/button.tsx';
import { useHost } from '../../common/host/host-context.tsx';
import { PageLayout } from '../../common/layout/page-layout.tsx';
import { useParams } from '../../common/router/router-hooks.ts';
import { CompetitionRounds } from './competition-rounds.tsx';

/**
 * /game/{gameid}/: a competition's rounds and games (GET /jwt/getgameplays/{gameid}/), each
 * game linking to its page /play/p/{playid}/.
 */
export default function CompetitionPage() {
  const { t } = useTranslation(['pages', 'common']);
  const { token } = useHost();
  const raw = useParams().gameid ?? '';
  const valid = /^[1-9]\d{0,14}$/.test(raw);
  const plays = useCall<CompetitionPlaysResponse>(
    valid ? () => callRoute('getGamePlays', { params: { gameid: Number(raw) }, token }) : null,
    raw,
  );
  const title =
    plays.kind === 'done'
      ? plays.value.gamename
      : valid
        ? t('pages:competition.title', { id: raw })
        : t('pages:notYetTitle');
  return (
    <PageLayout title={title}>
      {!valid ? (
        <div className="tg-card tg-empty">
          <p>{t('pages:competition.badId')}</p>
          <ButtonLink href="/play/room/">{t('common:backToLobby')}</ButtonLink>
        </div>
      ) : null}
      {plays.kind === 'loading' ? <p className="tg-empty">{t('common:loading')}</p> : null}
      {plays.kind === 'failed' ? (
        <div className="tg-card tg-empty">
          <p role="alert">
            {plays.failure.kind === 'api' && plays.failure.error === 'NOT_FOUND'
              ? t('pages:competition.noSuch', { id: raw })
              : t(`common:${failureMessageKey(plays.failure)}`)}
          </p>
          <ButtonLink href="/play/room/">{t('common:backToLobby')}</ButtonLink>
        </div>
      ) : null}
      {plays.kind === 'done' ? <CompetitionRounds competition={plays.value} /> : null}
    </PageLayout>
  );
}
