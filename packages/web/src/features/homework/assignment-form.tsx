import { HOMEWORK_LIMITS, type HomeworkGroup } from '@tengen/protocol';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../common/api/call-route.ts';
import { Button } from '../../common/controls/button.tsx';
import { TextField } from '../../common/controls/text-field.tsx';
import { useHost } from '../../common/host/host-context.tsx';
import { ProblemPicker } from '../../common/pickers/problem-picker.tsx';
import { homeworkFailureText } from './homework-failure.ts';
import { defaultDue, fromLocalField, toLocalField } from './homework-time.ts';
import { pickedKeys, togglePick } from './pick-toggle.ts';

export interface EditedAssignment {
  readonly assignmentid: number;
  readonly title: string;
  readonly picks: string;
  readonly due: number;
}

/**
 * Gives a group an assignment (POST /jwt/homework/createassignment/), or with `assignment`
 * changes its title, problems and due date. `onDone` gets the assignment's id.
 */
export function AssignmentForm(props: {
  readonly groups?: readonly HomeworkGroup[];
  readonly assignment?: EditedAssignment;
  readonly onDone: (assignmentid: number) => void;
}) {
  const { t } = useTranslation(['homework', 'common']);
  const { token } = useHost();
  const groupFieldId = useId();
  const [groupid, setGroupid] = useState(props.groups?.[0]?.groupid ?? 0);
  const [title, setTitle] = useState(props.assignment?.title ?? '');
  const [picks, setPicks] = useState(props.assignment?.picks ?? '');
  const [due, setDue] = useState(() => toLocalField(props.assignment?.due ?? defaultDue(Date.now())));
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const editing = props.assignment;

  const submit = async () => {
    setRefusal(null);
    const dueAt = fromLocalField(due);
    if (dueAt === null) return setRefusal(t('homework:failures.duePassed'));
    setBusy(true);
    const answer = editing
      ? await callRoute('editAssignment', {
          form: { assignmentid: editing.assignmentid, title, problems: picks, due: dueAt },
          token,
        })
      : await callRoute('createAssignment', { form: { groupid, title, problems: picks, due: dueAt }, token });
    setBusy(false);
    if (!answer.ok) return setRefusal(homeworkFailureText(t, answer.error));
    props.onDone('assignmentid' in answer.value ? answer.value.assignmentid : (editing?.assignmentid ?? 0));
  };

  if (!editing && (props.groups ?? []).length === 0)
    return <p className="tg-card tg-empty">{t('homework:assignmentForm.needGroup')}</p>;

  return (
    <form
      className="tg-card tg-hw-form"
      data-form={editing ? 'edit-assignment' : 'new-assignment'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 className="tg-hw-form__title">
        {editing ? t('homework:assignmentForm.editTitle') : t('homework:assignmentForm.newTitle')}
      </h3>
      {editing ? null : (
        <div className="tg-field">
          <label className="tg-field__label" htmlFor={groupFieldId}>
            {t('homework:assignmentForm.group')}
          </label>
          <select
            id={groupFieldId}
            className="tg-field__input"
            value={groupid}
            onChange={(event) => setGroupid(Number(event.target.value))}
          >
            {(props.groups ?? []).map((g) => (
              <option key={g.groupid} value={g.groupid}>
                {g.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <TextField
        label={t('homework:assignmentForm.title')}
        value={title}
        onChange={setTitle}
        maxLength={HOMEWORK_LIMITS.nameLength}
        autoComplete="off"
      />
      <TextField
        label={t('homework:assignmentForm.problems')}
        value={picks}
        onChange={setPicks}
        hint={t('homework:assignmentForm.problemsHint')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
      <details
        className="tg-hw-form__picker"
        onToggle={(event) => setPicking((event.currentTarget as HTMLDetailsElement).open)}
      >
        <summary>{t('homework:assignmentForm.pick')}</summary>
        {picking ? (
          <ProblemPicker chosen={pickedKeys(picks)} onPick={(p) => setPicks((text) => togglePick(text, p))} />
        ) : null}
      </details>
      <TextField
        label={t('homework:assignmentForm.due')}
        type="datetime-local"
        value={due}
        onChange={setDue}
      />
      {refusal ? (
        <p className="tg-notice tg-notice--error" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="tg-hw-form__actions">
        <Button type="submit" variant="primary" busy={busy}>
          {busy
            ? t('homework:assignmentForm.saving')
            : editing
              ? t('homework:assignmentForm.save')
              : t('homework:assignmentForm.create')}
        </Button>
      </div>
    </form>
  );
}
