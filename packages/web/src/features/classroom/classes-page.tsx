import type { ClassroomResponses, ClassSummary } from '@tengen/protocol';
import { validateBookName } from '@tengen/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute, failureMessageKey } from '../../common/api/call-route.ts';
import { useCall } from '../../common/api/use-call.ts';
import { Button } from '../../common/controls/button.tsx';
import { TextField } from '../../common/controls/text-field.tsx';
import { useHost } from '../../common/host/host-context.tsx';
import { PageLayout } from '../../common/layout/page-layout.tsx';
import { SignInPrompt } from '../../common/layout/sign-in-prompt.tsx';
import './classroom.css';

/** /class/: the classes a user teaches or has joined; a teacher opens a new one. */
export default function ClassesPage() {
  const { t } = useTranslation(['classroom', 'common']);
  const { user, token } = useHost();
  const answer = useCall<ClassroomResponses['getMyClasses']>(
    user ? () => callRoute('getMyClasses', { token }) : null,
    'classes',
  );
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async () => {
    if (!validateBookName(name).ok) return setError(t('classroom:list.nameError'));
    setBusy(true);
    const made = await callRoute('createClass', { form: { name }, token });
    setBusy(false);
    if (made.ok) return window.location.assign(`/class/${made.value.classid}/`);
    setError(
      made.error.kind === 'api' && made.error.error === 'CONFLICT'
        ? t('classroom:list.limit')
        : t(`common:${failureMessageKey(made.error)}`),
    );
  };

  return (
    <PageLayout title={t('classroom:list.title')}>
      {!user ? <SignInPrompt message={t('classroom:list.signIn')} /> : null}
      {user ? (
        <form
          className="tg-card tg-classes__new"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          <TextField
            label={t('classroom:list.name')}
            value={name}
            onChange={setName}
            maxLength={40}
            error={error}
            autoComplete="off"
          />
          <Button type="submit" variant="primary" busy={busy}>
            {t('classroom:list.create')}
          </Button>
        </form>
      ) : null}
      {answer.kind === 'loading' ? <p className="tg-empty">{t('common:loading')}</p> : null}
      {answer.kind === 'failed' ? (
        <p className="tg-notice tg-notice--error">{t(`common:${failureMessageKey(answer.failure)}`)}</p>
      ) : null}
      {answer.kind === 'done' ? (
        <>
          <ClassList title={t('classroom:list.teaching')} classes={answer.value.teaching} />
          <ClassList title={t('classroom:list.joined')} classes={answer.value.joined} />
        </>
      ) : null}
    </PageLayout>
  );
}

function ClassList({
  title,
  classes,
}: {
  readonly title: string;
  readonly classes: readonly ClassSummary[];
}) {
  const { t } = useTranslation('classroom');
  return (
    <section className="tg-classes">
      <h2 className="tg-classes__title">{title}</h2>
      {classes.length === 0 ? <p className="tg-empty">{t('list.empty')}</p> : null}
      <ul className="tg-classes__list">
        {classes.map((c) => (
          <li key={c.classid} className="tg-card tg-classes__item" data-classid={c.classid}>
            <a href={`/class/${c.classid}/`}>{c.name}</a>
            <span className="tg-classes__teacher">{t('list.by', { name: c.teacher })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
