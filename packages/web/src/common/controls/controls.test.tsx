import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Dropdown } from './dropdown.tsx';
import { Modal } from './modal.tsx';
import { Switch } from './switch.tsx';
import { TextField } from './text-field.tsx';

const noop = () => undefined;

describe('Switch', () => {
  it.each([
    [true, 'aria-checked="true"'],
    [false, 'aria-checked="false"'],
  ])('checked %s renders %s with role switch', (checked, attribute) => {
    const html = renderToStaticMarkup(<Switch checked={checked} onChange={noop} label="Sound" />);
    expect(html).toContain('role="switch"');
    expect(html).toContain(attribute);
    expect(html).toContain('>Sound<');
  });

  it('keeps a hidden label as the accessible name', () => {
    const html = renderToStaticMarkup(<Switch checked onChange={noop} label="Sound" hideLabel />);
    expect(html).toContain('aria-label="Sound"');
    expect(html).not.toContain('>Sound<');
  });
});

describe('Dropdown', () => {
  const options = [
    { value: 9, label: '9 × 9' },
    { value: 13, label: '13 × 13' },
    { value: 19, label: '19 × 19' },
  ];

  it('shows the chosen option, closed, with every option in a listbox', () => {
    const html = renderToStaticMarkup(
      <Dropdown label="Board" value={13} options={options} onChange={noop} />,
    );
    expect(html).toContain('role="combobox"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toMatch(/class="tg-dropdown__value">13 × 13</);
    expect(html).toContain('role="listbox"');
    expect(html.match(/role="option"/g)).toHaveLength(3);
    expect(html.match(/aria-selected="true"/g)).toHaveLength(1);
    expect(html).toMatch(/aria-selected="true"[^>]*>13 × 13</);
  });

  it('shows the first option when the value is not among them', () => {
    const html = renderToStaticMarkup(<Dropdown label="Board" value={7} options={options} onChange={noop} />);
    expect(html).toMatch(/class="tg-dropdown__value">9 × 9</);
  });
});

describe('TextField', () => {
  it('ties the error to the input', () => {
    const html = renderToStaticMarkup(
      <TextField label="Username" value="ab" onChange={noop} error="Too short" id="u" />,
    );
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="u-error"');
    expect(html).toContain('id="u-error"');
  });

  it('has no error markup without an error', () => {
    const html = renderToStaticMarkup(
      <TextField label="Username" value="" onChange={noop} hint="3–20" id="u" />,
    );
    expect(html).not.toContain('aria-invalid');
    expect(html).toContain('aria-describedby="u-hint"');
  });
});

describe('Button and Modal', () => {
  it('a busy button is disabled', () => {
    const html = renderToStaticMarkup(<Button busy>Go</Button>);
    expect(html).toContain('disabled=""');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('type="button"');
  });

  it('a modal is labelled by its title', () => {
    const html = renderToStaticMarkup(
      <Modal title="Invitation" role="alertdialog">
        body
      </Modal>,
    );
    expect(html).toContain('role="alertdialog"');
    expect(html).toContain('aria-modal="true"');
    const id = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`id="${id}"`);
  });
});
