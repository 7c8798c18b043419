import {
  type CSSProperties,
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { type ListPlacement, placeList } from './list-placement.ts';
import { listboxKeyAction, typeaheadIndex } from './listbox-keys.ts';
import './dropdown.css';

export interface DropdownOption<T> {
  readonly value: T;
  readonly label: string;
}

export interface DropdownProps<T> {
  readonly label: string;
  readonly hideLabel?: boolean;
  readonly value: T;
  readonly options: readonly DropdownOption<T>[];
  readonly onChange: (value: T) => void;
  readonly disabled?: boolean;
}

/** Type-ahead letters typed within this long form one prefix. */
const TYPEAHEAD_RESET_MS = 700;

/**
 * The seed's dropdown selector: a button that opens a listbox (the WAI-ARIA select-only
 * combobox pattern). Arrow keys, Home, End, Page keys and type-ahead move; Enter or Space
 * chooses; Escape or Tab closes; a click outside closes.
 */
export function Dropdown<T>({
  label,
  hideLabel = false,
  value,
  options,
  onChange,
  disabled,
}: DropdownProps<T>) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const selected = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  const [active, setActive] = useState(selected);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const typed = useRef({ text: '', at: 0 });
  const [placement, setPlacement] = useState<ListPlacement | null>(null);

  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const rect = button.current?.getBoundingClientRect();
      if (rect) setPlacement(placeList(rect, { width: window.innerWidth, height: window.innerHeight }));
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (open) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, id]);

  const openList = () => {
    setActive(selected);
    setOpen(true);
  };
  const choose = (index: number) => {
    setOpen(false);
    button.current?.focus();
    if (options[index] && index !== selected) onChange(options[index].value);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
        event.preventDefault();
        openList();
      }
      return;
    }
    if (event.key.length === 1 && event.key !== ' ') {
      const now = event.timeStamp;
      const text = now - typed.current.at > TYPEAHEAD_RESET_MS ? event.key : typed.current.text + event.key;
      typed.current = { text, at: now };
      const from = text.length > 1 ? active - 1 : active;
      const found = typeaheadIndex(
        options.map((o) => o.label),
        from,
        text,
      );
      if (found >= 0) setActive(found);
      return;
    }
    const action = listboxKeyAction(event.key, active, options.length);
    if (action.type === 'none') return;
    if (event.key !== 'Tab') event.preventDefault();
    // Escape closes the open list only, not a dialog the dropdown is in.
    if (event.key === 'Escape') event.stopPropagation();
    if (action.type === 'move') setActive(action.index);
    else if (action.type === 'choose') choose(action.index);
    else setOpen(false);
  };

  return (
    <div className="tg-dropdown" ref={root}>
      <span id={`${id}-label`} className={hideLabel ? 'tg-visually-hidden' : 'tg-dropdown__label'}>
        {label}
      </span>
      <button
        ref={button}
        type="button"
        role="combobox"
        className="tg-dropdown__button"
        aria-labelledby={`${id}-label`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={open ? `${id}-option-${active}` : undefined}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={onKeyDown}
      >
        <span className="tg-dropdown__value">{options[selected]?.label ?? ''}</span>
        <span className="tg-dropdown__chevron" aria-hidden="true" />
      </button>
      <div
        id={`${id}-listbox`}
        role="listbox"
        className="tg-dropdown__list"
        aria-labelledby={`${id}-label`}
        hidden={!open}
        style={placement ? (placement as CSSProperties) : undefined}
      >
        {options.map((option, index) => (
          // Keyboard input is handled on the combobox button, which keeps focus.
          // biome-ignore lint/a11y/useKeyWithClickEvents: see above
          <div
            key={String(option.value)}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === selected}
            tabIndex={-1}
            className={
              index === active ? 'tg-dropdown__option tg-dropdown__option--active' : 'tg-dropdown__option'
            }
            onPointerEnter={() => setActive(index)}
            onClick={() => choose(index)}
          >
            {option.label}
          </div>
        ))}
      </div>
    </div>
  );
}
