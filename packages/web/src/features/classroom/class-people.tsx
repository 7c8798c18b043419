/** Who is in the class now (teacher, students, guests); the teacher mutes and unmutes in the chat here. */
import type { ClientMessage } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { Button } from '../../common/controls/button.tsx';
import type { ClassPerson } from './use-class.ts';

export interface ClassPeopleProps {
  readonly people: readonly ClassPerson[];
  /** The teacher's page: a mute switch beside everyone else. */
  readonly teacher: boolean;
  readonly send: (message: ClientMessage) => boolean;
}

export function ClassPeople({ people, teacher, send }: ClassPeopleProps) {
  const { t } = useTranslation('classroom');
  return (
    <section className="tg-card tg-class-people" aria-label={t('people.title')}>
      <h2 className="tg-class-people__title">{t('people.title', { count: people.length })}</h2>
      <ul className="tg-class-people__list">
        {people.map((p) => (
          <li key={p.username} className="tg-class-people__item" data-person={p.username} data-role={p.role}>
            <span className="tg-class-people__name">{p.username}</span>
            <span className="tg-class-people__role">{t(`people.${p.role}`)}</span>
            {p.muted ? <span className="tg-class-people__muted">{t('people.muted')}</span> : null}
            {teacher && p.role !== 'teacher' && p.role !== 'guest' ? (
              <Button
                variant="quiet"
                aria-label={t(p.muted ? 'people.unmuteName' : 'people.muteName', { name: p.username })}
                onClick={() => send({ cmd: 'class_mute', username: p.username, muted: !p.muted })}
              >
                {p.muted ? t('people.unmute') : t('people.mute')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
