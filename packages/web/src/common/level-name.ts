/**
 * A level as shown. The rank table's labels (15K … 9D) read the same in every language; `Auto`,
 * the level of a player not yet rated, is the seed's word on the wire and is worded here.
 */
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export function levelName(label: string, t: TFunction<'common'>): string {
  return label === 'Auto' ? t('levelAuto') : label;
}

/** levelName in the page's language. */
export function useLevelName(): (label: string) => string {
  const { t } = useTranslation('common');
  return useCallback((label: string) => levelName(label, t), [t]);
}
