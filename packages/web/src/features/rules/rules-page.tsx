import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../common/controls/button.tsx';
import { PageLayout } from '../../common/layout/page-layout.tsx';
import './rules-page.css';

/** The sections of the page, in reading order: each has a title and a text in `rules:`. */
export const RULES_SECTIONS = [
  'board',
  'capture',
  'suicide',
  'ko',
  'end',
  'counting',
  'komi',
  'handicap',
  'time',
] as const;

/** /rules/: the rules of Go as Tengen plays them (area counting, simple ko, komi 3¾ stones). */
export default function RulesPage() {
  const { t } = useTranslation(['rules']);
  return (
    <PageLayout title={t('rules:title')} width="narrow">
      <article className="tg-card tg-rules">
        <p className="tg-rules__intro">{t('rules:intro')}</p>
        {RULES_SECTIONS.map((section) => (
          <section key={section} aria-labelledby={`tg-rules-${section}`}>
            <h2 id={`tg-rules-${section}`} className="tg-rules__title">
              {t(`rules:sections.${section}.title`)}
            </h2>
            <p>{t(`rules:sections.${section}.text`)}</p>
          </section>
        ))}
        <p className="tg-rules__next">
          <ButtonLink variant="primary" href="/play/room/">
            {t('rules:play')}
          </ButtonLink>{' '}
          <ButtonLink href="/problems/">{t('rules:problems')}</ButtonLink>
        </p>
      </article>
    </PageLayout>
  );
}
