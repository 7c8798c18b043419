import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../common/controls/button.tsx';

export interface WelcomePanelProps {
  /** Opens the challenge of the weakest machine; null when there is none to play. */
  readonly onPlayComputer: (() => void) | null;
  /** A guest's way to the same challenge: sign in first (null for a signed-in player). */
  readonly playComputerHref: string | null;
}

/** The way in for a newcomer (a guest, or an account with no finished game): a first game, problems, the rules. */
export function WelcomePanel({ onPlayComputer, playComputerHref }: WelcomePanelProps) {
  const { t } = useTranslation(['lobby']);
  return (
    <section className="tg-card tg-welcome" aria-labelledby="tg-welcome-title">
      <h2 id="tg-welcome-title" className="tg-seeks__title">
        {t('lobby:welcome.title')}
      </h2>
      <p>{t('lobby:welcome.intro')}</p>
      <ul className="tg-welcome__steps">
        {playComputerHref !== null || onPlayComputer !== null ? (
          <li>
            {playComputerHref !== null ? (
              <ButtonLink variant="primary" href={playComputerHref}>
                {t('lobby:welcome.playComputer')}
              </ButtonLink>
            ) : (
              <Button variant="primary" onClick={() => onPlayComputer?.()}>
                {t('lobby:welcome.playComputer')}
              </Button>
            )}
            <span>{t('lobby:welcome.playComputerHint')}</span>
          </li>
        ) : null}
        <li>
          <ButtonLink href="/problems/">{t('lobby:welcome.problems')}</ButtonLink>
          <span>{t('lobby:welcome.problemsHint')}</span>
        </li>
        <li>
          <ButtonLink href="/rules/">{t('lobby:welcome.rules')}</ButtonLink>
          <span>{t('lobby:welcome.rulesHint')}</span>
        </li>
      </ul>
    </section>
  );
}
