import { useTranslation } from 'react-i18next';
import type { RecoveryProblem } from './recovery-problem.ts';

/** A refused call's message, announced. */
export function ProblemNotice({ problem }: { readonly problem: RecoveryProblem | null }) {
  const { t } = useTranslation(['recovery', 'common']);
  if (problem === null) return null;
  return (
    <p className="tg-notice tg-notice--error" role="alert">
      {problem.ns === 'recovery' ? t(`recovery:errors.${problem.key}`) : t(`common:${problem.key}`)}
    </p>
  );
}
