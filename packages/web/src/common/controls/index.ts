export { Button, ButtonLink, type ButtonProps, type ButtonVariant } from './button.tsx';
export { Dropdown, type DropdownOption, type DropdownProps } from './dropdown.tsx';
export { Modal, type ModalProps } from './modal.tsx';
export { Switch, type SwitchProps } from './switch.tsx';
export { TextField, type TextFieldProps } from './text-field.tsx';
