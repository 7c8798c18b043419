import { HOMEWORK_LIMITS } from '@tengen/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../common/api/call-route.ts';
import { Button } from '../../common/controls/button.tsx';
import { TextField } from '../../common/controls/text-field.tsx';
import { useHost } from '../../common/host/host-context.tsx';
import { homeworkFailureText } from './homework-failure.ts';

/** Makes a group (POST /jwt/homework/creategroup/), or with `group` changes its name and students. */
export function GroupForm(props: {
  readonly group?: { readonly groupid: number; readonly name: string; readonly students: readonly string[] };
  readonly onDone: () => void;
  readonly onCancel?: () => void;
}) {
  const { t } = useTranslation(['homework', 'common']);
  const { token } = useHost();
  const [name, setName] = useState(props.group?.name ?? '');
  const [students, setStudents] = useState(props.group?.students.join(', ') ?? '');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const editing = props.group !== undefined;

  const submit = async () => {
    setBusy(true);
    setRefusal(null);
    const answer = props.group
      ? await callRoute('editHomeworkGroup', {
          form: { groupid: props.group.groupid, name, students },
          token,
        })
      : await callRoute('createHomeworkGroup', { form: { name, students }, token });
    setBusy(false);
    if (!answer.ok) return setRefusal(homeworkFailureText(t, answer.error));
    if (!editing) {
      setName('');
      setStudents('');
    }
    props.onDone();
  };

  return (
    <form
      className="tg-card tg-hw-form"
      data-form={editing ? 'edit-group' : 'new-group'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 className="tg-hw-form__title">
        {editing ? t('homework:groupForm.editTitle') : t('homework:groupForm.newTitle')}
      </h3>
      <TextField
        label={t('homework:groupForm.name')}
        value={name}
        onChange={setName}
        maxLength={HOMEWORK_LIMITS.nameLength}
        autoComplete="off"
      />
      <TextField
        label={t('homework:groupForm.students')}
        value={students}
        onChange={setStudents}
        hint={t('homework:groupForm.studentsHint', { limit: HOMEWORK_LIMITS.students })}
        autoComplete="off"
        autoCapitalize="none"
      />
      {refusal ? (
        <p className="tg-notice tg-notice--error" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="tg-hw-form__actions">
        <Button type="submit" variant="primary" busy={busy}>
          {busy
            ? t('homework:groupForm.saving')
            : editing
              ? t('homework:groupForm.save')
              : t('homework:groupForm.create')}
        </Button>
        {props.onCancel ? (
          <Button variant="quiet" onClick={props.onCancel}>
            {t('homework:teach.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
