import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/controls/button.tsx';
import { PageLayout } from '../../components/layout/page-layout.tsx';
import { useParams } from '../../lib/router/hooks.ts';

/**
 * /game/{gameid}/: a competition's rounds and games. The protocol has no call that lists them
 * yet, so the page says so; the games themselves open at /play/p/{playid}/.
 */
export default function CompetitionPage() {
  const { t } = useTranslation(['pages', 'common']);
  const raw = useParams().gameid ?? '';
  const valid = /^[1-9]\d{0,14}$/.test(raw);
  return (
    <PageLayout title={valid ? t('pages:competition.title', { id: raw }) : t('pages:notYetTitle')}>
      <div className="tg-card tg-empty">
        <p>{valid ? t('pages:competition.unavailable') : t('pages:competition.badId')}</p>
        {valid ? <p>{t('pages:competition.playLinks')}</p> : null}
        <ButtonLink href="/play/room/">{t('common:backToLobby')}</ButtonLink>
      </div>
    </PageLayout>
  );
}
