import { useTranslation } from 'react-i18next';
import { Link } from '../../common/router/link.tsx';

/** The play does not exist (the host page said so, or the server answered 404). */
export function PlayMissing({ playid }: { playid: number | null }) {
  const { t } = useTranslation('play');
  return (
    <main className="tg-play-missing">
      <h1>{t('page.notFoundTitle')}</h1>
      <p>{playid === null ? t('page.noGame') : t('page.notFound', { playid })}</p>
      <Link to="/play/room/">{t('page.toLobby')}</Link>
    </main>
  );
}
