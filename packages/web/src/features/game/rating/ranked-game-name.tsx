import { useTranslation } from 'react-i18next';

/** What a ranked free game is called where a competition game shows its competition's name. */
export function RankedGameName() {
  const { t } = useTranslation('rating');
  return <>{t('rankedGame')}</>;
}
