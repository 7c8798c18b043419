import type { MachineOpponent } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../common/controls/button.tsx';
import { useLevelName } from '../../common/level-name.ts';

export interface MachineListProps {
  /** The server's machine opponents, weakest first. */
  readonly machines: readonly MachineOpponent[];
  /** Opens the challenge for one; null for a guest, who is sent to sign in (`signInFor`). */
  readonly onChallenge: ((username: string) => void) | null;
  /** Where a guest signs in to come back to this machine's challenge. */
  readonly signInFor: (username: string) => string;
}

/** The machine opponents with their ranks; a click opens the challenge for that machine. */
export function MachineList({ machines, onChallenge, signInFor }: MachineListProps) {
  const { t } = useTranslation(['lobby']);
  const levelName = useLevelName();
  if (machines.length === 0) return null;
  return (
    <section className="tg-card tg-machines" aria-labelledby="tg-machines-title">
      <h2 id="tg-machines-title" className="tg-seeks__title">
        {t('lobby:machines.title')}
      </h2>
      <p className="tg-machines__intro">
        {t('lobby:machines.intro')}
        {onChallenge === null ? ` ${t('lobby:machines.signIn')}` : null}
      </p>
      <ul className="tg-machines__list">
        {machines.map((m) => {
          const rank = levelName(m.gamelevelname);
          const label = t('lobby:machines.challengeWho', { name: m.displayname, rank });
          const content = (
            <>
              <span className="tg-machines__name">{m.displayname}</span>
              <span className="tg-machines__rank">{t('lobby:machines.rank', { rank })}</span>
            </>
          );
          return (
            <li key={m.username} className="tg-machines__item">
              {onChallenge ? (
                <Button aria-label={label} onClick={() => onChallenge(m.username)}>
                  {content}
                </Button>
              ) : (
                <ButtonLink aria-label={label} href={signInFor(m.username)}>
                  {content}
                </ButtonLink>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
