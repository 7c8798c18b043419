import type { HomeworkResponse } from '@tengen/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../common/controls/button.tsx';
import { useNavigate } from '../../common/router/router-hooks.ts';
import { AssignmentForm } from './assignment-form.tsx';
import { GroupForm } from './group-form.tsx';
import { HomeworkList } from './homework-list.tsx';

/** The teacher's half of /homework/: groups (made and edited here), new assignments, and those given. */
export function TeacherPanel(props: { readonly homework: HomeworkResponse; readonly reload: () => void }) {
  const { t } = useTranslation(['homework', 'common']);
  const navigate = useNavigate();
  const [editing, setEditing] = useState<number | null>(null);
  const { teacher, groups, teaching } = props.homework;

  if (!teacher && groups.length === 0 && teaching.length === 0)
    return (
      <section className="tg-hw-section" aria-label={t('homework:teach.title')}>
        <h2 className="tg-hw-section__title">{t('homework:teach.title')}</h2>
        <div className="tg-card tg-hw-become">
          <p>{t('homework:teach.notTeacher')}</p>
          <ButtonLink variant="secondary" href="/pay/">
            {t('homework:teach.becomeTeacher')}
          </ButtonLink>
        </div>
      </section>
    );

  return (
    <section className="tg-hw-section" aria-label={t('homework:teach.title')}>
      <h2 className="tg-hw-section__title">{t('homework:teach.title')}</h2>
      {teacher ? null : <p className="tg-notice">{t('homework:teach.noLonger')}</p>}
      <h3 className="tg-hw-section__subtitle">{t('homework:teach.assignments')}</h3>
      <HomeworkList assignments={teaching} empty={t('homework:teach.assignmentsEmpty')} as="teacher" />
      {teacher ? <AssignmentForm groups={groups} onDone={(id) => navigate(`/homework/${id}/`)} /> : null}
      <h3 className="tg-hw-section__subtitle">{t('homework:teach.groups')}</h3>
      {groups.length === 0 ? <p className="tg-card tg-empty">{t('homework:teach.groupsEmpty')}</p> : null}
      <ul className="tg-hw-groups">
        {groups.map((g) =>
          editing === g.groupid ? (
            <li key={g.groupid}>
              <GroupForm
                group={g}
                onDone={() => {
                  setEditing(null);
                  props.reload();
                }}
                onCancel={() => setEditing(null)}
              />
            </li>
          ) : (
            <li key={g.groupid} className="tg-card tg-hw-groups__item" data-groupid={g.groupid}>
              <span className="tg-hw-groups__name">{g.name}</span>
              <span className="tg-hw-groups__count">
                {t('homework:teach.students', { count: g.students.length })}
              </span>
              <span className="tg-hw-groups__students">{g.students.join(', ')}</span>
              {teacher ? (
                <Button variant="quiet" onClick={() => setEditing(g.groupid)}>
                  {t('homework:teach.editGroup')}
                </Button>
              ) : null}
            </li>
          ),
        )}
      </ul>
      {teacher ? <GroupForm onDone={props.reload} /> : null}
    </section>
  );
}
