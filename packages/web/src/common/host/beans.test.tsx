import { describe, expect, it } from 'vitest';
import { AccountMenu } from '../layout/account-menu.tsx';
import { renderWithHost, TEST_USER, textOf } from '../test-render.ts';
import { BeansProvider, useBeans } from './beans.tsx';
import { createBeansStore } from './beans-store.ts';

function Shown() {
  return <output>{String(useBeans())}</output>;
}

describe('the page balance', () => {
  it('starts from the host data: the signed-in user’s beans, nothing for a guest', () => {
    expect(textOf(renderWithHost(<Shown />, { host: { user: TEST_USER, token: 't' } }))).toBe('42');
    expect(textOf(renderWithHost(<Shown />))).toBe('null');
  });

  it('the header shows the balance announced, not the host data’s', () => {
    const store = createBeansStore(TEST_USER.beans);
    store.announce(12);
    const html = renderWithHost(
      <BeansProvider store={store}>
        <AccountMenu />
      </BeansProvider>,
      { host: { user: TEST_USER, token: 't' } },
    );
    expect(html).toMatch(/data-testid="header-beans"[^>]*>12 Weidou</);
    expect(html).not.toContain('42 Weidou');
  });
});
