import { STARTING_STRENGTHS, type StartingStrength } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '../../common/controls/dropdown.tsx';

/** The starting strength a new player says they have (docs/ratings.md), with what it does. */
export function StrengthChoice({
  value,
  onChange,
  disabled = false,
}: {
  readonly value: StartingStrength;
  readonly onChange: (strength: StartingStrength) => void;
  readonly disabled?: boolean;
}) {
  const { t } = useTranslation('account');
  return (
    <div className="tg-strength-choice">
      <Dropdown<StartingStrength>
        label={t('strength.label')}
        value={value}
        options={STARTING_STRENGTHS.map((s) => ({ value: s, label: t(`strength.options.${s}`) }))}
        onChange={onChange}
        disabled={disabled}
      />
      <p className="tg-strength-choice__hint">{t('strength.hint')}</p>
    </div>
  );
}
