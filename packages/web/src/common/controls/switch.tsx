import './switch.css';

export interface SwitchProps {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** Always given: screen readers announce it; `hideLabel` only hides it visually. */
  readonly label: string;
  readonly hideLabel?: boolean;
  readonly disabled?: boolean;
}

/**
 * The seed's custom on/off switch: a button with role `switch`, so Space and Enter toggle it
 * and assistive technology reads it as on or off.
 */
export function Switch({ checked, onChange, label, hideLabel = false, disabled = false }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={hideLabel ? label : undefined}
      className="tg-switch"
      disabled={disabled}
      onClick={() => onChange(!checked)}
    >
      {hideLabel ? null : <span className="tg-switch__label">{label}</span>}
      <span className="tg-switch__track" aria-hidden="true">
        <span className="tg-switch__thumb" />
      </span>
    </button>
  );
}
