import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../common/controls/button.tsx';
import { useHost } from '../../common/host/host-context.tsx';
import { PageLayout } from '../../common/layout/page-layout.tsx';

/** Any address with no page, and a game page whose play does not exist (host data `missingPlayId`). */
export default function NotFoundPage() {
  const { t } = useTranslation(['pages', 'common']);
  const { missingPlayId } = useHost();
  return (
    <PageLayout title={t('pages:notFound.title')}>
      <div className="tg-card tg-empty">
        <p>
          {missingPlayId !== null
            ? t('pages:notFound.missingPlay', { id: missingPlayId })
            : t('pages:notFound.text')}
        </p>
        <ButtonLink variant="primary" href="/play/room/">
          {t('common:backToLobby')}
        </ButtonLink>
      </div>
    </PageLayout>
  );
}
