import type { Seek } from '@tengen/protocol';
import type { TFunction } from 'i18next';

/** A seek's game in words: `13 × 13 · 10 min + 30 s × 3 · Ranked · 3K–3D`. */
export function seekTerms(
  seek: Omit<Seek, 'id' | 'username' | 'levelname'>,
  t: TFunction<['lobby', 'choices']>,
  /** A level as shown (common/level-name.ts); as it is by default. */
  level: (label: string) => string = (label) => label,
): string {
  const time =
    seek.byoyomi > 0
      ? t('dialog.timeWithByoyomi', { minutes: seek.time, seconds: seek.byoyomi })
      : t('dialog.timeFixed', { minutes: seek.time });
  return [
    t('setup.sizeValue', { size: seek.size }),
    time,
    seek.ranked ? t('seeks.ranked') : t('seeks.free'),
    t('seeks.range', { min: level(seek.minlevel), max: level(seek.maxlevel) }),
    ...(seek.stepselect ? [t('choices:gameOption.label')] : []),
  ].join(' · ');
}
