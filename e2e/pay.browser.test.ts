/**
 * Buying Weidou and memberships in Chromium against the real server (docs/pay.md). With the
 * administrator-confirmed provider: the buyer orders on /pay/, sees the order waiting with the
 * site owner's words on how to pay, `tengen admin order confirm` (a child process on the same
 * database) settles it, and the page shows it paid and the new balance, the header's too, without
 * a reload; then a membership.
 * With Stripe: the order makes a Checkout Session at a local server answering like Stripe's API
 * (the live API is never reached), the page goes to the session's URL (stopped there: no
 * network), a webhook signed with the site's secret is delivered to the real server, and the
 * order page shows it paid.
 */
import { authorizationHeader, OPEN_ORDERS_ALLOWED } from '@tengen/protocol';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signedEvent,
  startTestStripeApi,
  type TestStripeApi,
} from '../packages/server/src/testing/test-stripe-api.ts';
import { measureLayout } from './layout-check.ts';
import {
  isMarkedDocument,
  markDocument,
  Site,
  screenshotPath,
  VIEWPORTS,
  type ViewportName,
} from './site-harness.ts';

const INSTRUCTIONS = 'Transfer the amount to IBAN DE00 1234 5678 (Tengen Go Club).';
/** An open order's page asks again every 4 s; the machine may be busy. */
const SETTLE_WAIT = { timeout: 30_000 };

/** The element is wholly inside the window. */
function inView(el: Element): boolean {
  const box = el.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
}

async function orderIdOf(page: Page): Promise<string> {
  await page.getByTestId('pay-order').waitFor();
  const id = new URL(page.url()).searchParams.get('order');
  if (id === null) throw new Error(`no order in ${page.url()}`);
  return id;
}

/** A refusal beside the offer tapped: its words, in view and focused. */
async function expectRefusalShown(refusal: Locator, text: string): Promise<void> {
  await refusal.waitFor();
  expect(await refusal.textContent()).toBe(text);
  await expect.poll(() => refusal.evaluate(inView)).toBe(true);
  expect(await refusal.evaluate((el) => document.activeElement === el)).toBe(true);
}

describe('buying with the administrator-confirmed provider', () => {
  let site: Site;
  beforeAll(async () => {
    site = await Site.start({ TENGEN_PAY_INSTRUCTIONS: INSTRUCTIONS });
  }, 180_000);
  afterAll(async () => {
    await site?.close();
  });

  it('beans: ordered, shown waiting, confirmed by the administrator, shown paid with the new balance', async () => {
    const buyer = await site.register('bean_buyer');
    const page = await site.open(await site.context(VIEWPORTS.desktop, buyer), '/pay/?lang=en');
    await expect.poll(() => page.getByTestId('pay-balance').textContent()).toBe('0 Weidou');
    const header = page.locator('.tg-header').getByTestId('header-beans');
    expect(await header.textContent()).toBe('0 Weidou');
    await markDocument(page);
    await page.getByRole('button', { name: 'Buy for $9.99' }).first().click();
    const id = await orderIdOf(page);
    await expect.poll(() => page.getByTestId('pay-order-status').textContent()).toBe('Waiting for payment');
    expect(await page.getByTestId('pay-instructions').textContent()).toBe(INSTRUCTIONS);
    expect(await page.getByTestId('pay-order').textContent()).toContain(`quote the order number ${id}`);
    expect((await site.store.userById(buyer.id))?.beans).toBe(0);

    const confirmed = await site.admin('order', 'confirm', id, '--amount', '9.99');
    expect(confirmed.code).toBe(0);
    expect(JSON.parse(confirmed.stdout)).toMatchObject({ paid: 'order', id, balance: 550 });
    await page.getByTestId('pay-order-status').getByText('Paid').waitFor(SETTLE_WAIT);
    await expect.poll(() => page.getByTestId('pay-balance').textContent()).toBe('550 Weidou');
    // The header follows the page, with no reload: still the document that was opened.
    await expect.poll(() => header.textContent()).toBe('550 Weidou');
    expect(await isMarkedDocument(page)).toBe(true);
    expect(await page.locator(`[data-order="${id}"]`).getAttribute('data-status')).toBe('paid');
    await page.screenshot({ path: screenshotPath('pay-beans-paid'), fullPage: true });

    const again = await site.admin('order', 'confirm', id);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already paid; nothing changed');
    const ledger = await site.store.ledgerOf(buyer.id);
    expect(ledger.map((e) => [e.delta, e.reason, e.reference])).toEqual([[550, 'purchase', `order:${id}`]]);
  });

  it('a membership on a phone: gold for 30 days, shown with its end once confirmed', async () => {
    const buyer = await site.register('gold_buyer');
    const page = await site.open(await site.context(VIEWPORTS.phone, buyer), '/pay/?lang=en');
    await page.locator('[data-product="gold-30"]').click();
    const id = await orderIdOf(page);
    expect((await site.admin('order', 'confirm', id)).code).toBe(0);
    await page.getByTestId('pay-order-status').getByText('Paid').waitFor(SETTLE_WAIT);
    await expect.poll(() => page.getByTestId('pay-membership').textContent()).toMatch(/^Gold until /);
    expect(await site.store.payments.membershipOf(buyer.id, Date.now())).toMatchObject({ tier: 2 });
    // Gold extends; silver is not for sale while gold runs.
    const box = await page.locator('[data-product="gold-30"]').boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(await page.locator('[data-product="silver-30"]').count()).toBe(0);
    // The header's balance, in the phone's folded menu.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('.tg-header').getByTestId('header-beans').getByText('0 Weidou').waitFor();
    await page.screenshot({ path: screenshotPath('pay-phone-header-menu') });
  });

  it('on a phone, while silver runs: gold is not offered; a page that still offers it refuses it beside the offer', async () => {
    const buyer = await site.register('silver_buyer');
    const context = await site.context(VIEWPORTS.phone, buyer);
    const ordering = await site.open(context, '/pay/?lang=en');
    // A second page, opened while the buyer has no membership, and never asked again.
    const stale = await site.open(context, '/pay/?lang=en');
    await stale.locator('[data-product="gold-30"]').waitFor();
    await ordering.locator('[data-product="silver-30"]').click();
    const id = await orderIdOf(ordering);
    expect((await site.admin('order', 'confirm', id)).code).toBe(0);
    await ordering.getByTestId('pay-order-status').getByText('Paid').waitFor(SETTLE_WAIT);
    const until = (await site.store.payments.membershipOf(buyer.id, Date.now())).until as number;
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(until);

    const held = ordering.locator('[data-held="gold-30"]');
    await expect
      .poll(() => held.textContent())
      .toBe(`Your Silver membership runs until ${date}; this tier can be bought after it ends.`);
    expect(await ordering.locator('[data-product="gold-30"]').count()).toBe(0);
    expect(await ordering.locator('[data-extends="silver-30"]').textContent()).toBe(
      `Your membership runs until ${date}: buying adds 30 days after that.`,
    );

    await stale.locator('[data-product="gold-30"]').tap();
    const refusal = stale.locator('.tg-pay__offer:has([data-held="gold-30"]) [role="alert"]');
    await expectRefusalShown(
      refusal,
      'Not bought: another membership of yours is running. A different tier can be bought once it ends; buying the same tier extends it.',
    );
    expect(await stale.locator('[role="alert"]').count()).toBe(1);
    expect(await site.store.payments.ordersOf(buyer.id, 10)).toHaveLength(1);
    await stale.screenshot({ path: screenshotPath('pay-phone-membership-refused') });
    // Measured from the top: scrolled, the header (sticky) lies over the content by design.
    await stale.evaluate(() => window.scrollTo(0, 0));
    const report = await stale.evaluate(measureLayout, { minTarget: 44 });
    expect(report.overlaps).toEqual([]);
    expect(report.cutOff).toEqual([]);
    expect(report.overflowingText).toEqual([]);

    const desktop = await site.open(await site.context(VIEWPORTS.desktop, buyer), '/pay/?lang=en');
    await desktop.locator('[data-held="taskcard-30"]').waitFor();
    await desktop.screenshot({ path: screenshotPath('pay-desktop-membership-held'), fullPage: true });
    const wide = await desktop.evaluate(measureLayout, { minTarget: 24 });
    expect([wide.overlaps, wide.cutOff, wide.overflowingText]).toEqual([[], [], []]);
  });

  it(`on a phone, a ${OPEN_ORDERS_ALLOWED + 1}th waiting bean order is refused beside the package tapped, saying why`, async () => {
    const buyer = await site.register('many_orders');
    for (let i = 0; i < OPEN_ORDERS_ALLOWED; i++) {
      const res = await fetch(`${site.url}/jwt/createpayorder/`, {
        method: 'POST',
        headers: { authorization: authorizationHeader(buyer.token) },
        body: new URLSearchParams({ product: 'beans-100' }),
      });
      expect(res.status).toBe(200);
    }
    const page = await site.open(await site.context(VIEWPORTS.phone, buyer), '/pay/?lang=en');
    await page.locator('[data-product="beans-1200"]').tap();
    const refusal = page.locator('.tg-pay__offer:has([data-product="beans-1200"]) [role="alert"]');
    await expectRefusalShown(
      refusal,
      'Not ordered: you already have 5 orders waiting for payment. Pay or cancel one of them under “Your orders” first.',
    );
    expect(await site.store.payments.ordersOf(buyer.id, 10)).toHaveLength(OPEN_ORDERS_ALLOWED);
    await page.screenshot({ path: screenshotPath('pay-phone-too-many-orders') });
  });

  it('lays out with an order shown, on a phone and a desktop, in five languages', async () => {
    const buyer = await site.register('layout_buyer');
    const checks: [ViewportName, string, number][] = [
      ['phone', 'ja', 44],
      ['phone', 'ko', 44],
      ['desktop', 'en', 24],
      ['desktop', 'cn', 24],
      ['tablet', 'zh_Hant', 24],
    ];
    for (const [viewport, lang, minTarget] of checks) {
      const page = await site.open(await site.context(VIEWPORTS[viewport], buyer), `/pay/?lang=${lang}`);
      await page.locator('[data-product="taskcard-30"]').click();
      await orderIdOf(page);
      await page.locator('[data-order]').first().waitFor();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await page.screenshot({ path: screenshotPath(`pay-${viewport}-${lang}`), fullPage: true });
      const report = await page.evaluate(measureLayout, { minTarget });
      const where = `${viewport} ${lang}`;
      expect(report.controls, where).toBeGreaterThan(0);
      expect(report.overlaps, where).toEqual([]);
      expect(report.cutOff, where).toEqual([]);
      expect(report.overflowingText, where).toEqual([]);
      expect(report.sidewaysScrollers, where).toEqual([]);
      expect(report.smallTargets, where).toEqual([]);
      await page
        .getByRole('button', { name: /.+/ })
        .filter({ hasText: /取り消す|취소|Cancel|取消/ })
        .first()
        .click();
      await page.locator('[data-testid="pay-order"][data-status="cancelled"]').waitFor();
    }
  });

  it('the buyer cancels an order; someone else cannot see it', async () => {
    const buyer = await site.register('canceller');
    const page = await site.open(await site.context(VIEWPORTS.desktop, buyer), '/pay/?lang=en');
    await page.locator('[data-product="beans-100"]').click();
    const id = await orderIdOf(page);
    await page.getByRole('button', { name: 'Cancel this order' }).click();
    await page.getByTestId('pay-order-status').getByText('Cancelled').waitFor();
    const late = await site.admin('order', 'confirm', id);
    expect([late.code, late.stderr]).toEqual([1, expect.stringContaining('is cancelled, not created')]);

    const other = await site.register('snoop');
    const snoop = await site.open(await site.context(VIEWPORTS.desktop, other), `/pay/?order=${id}&lang=en`);
    await snoop.getByText('This order is another user’s.').waitFor();
  });
});

describe('buying through Stripe Checkout', () => {
  let site: Site;
  let api: TestStripeApi;
  beforeAll(async () => {
    api = await startTestStripeApi();
    site = await Site.start({
      TENGEN_PAY_PROVIDER: 'stripe',
      TENGEN_STRIPE_SECRET_KEY: api.config.secretKey,
      TENGEN_STRIPE_WEBHOOK_SECRET: api.config.webhookSecret,
      TENGEN_STRIPE_API_URL: api.url,
    });
  }, 180_000);
  afterAll(async () => {
    await site?.close();
    await api?.close();
  });

  it('the order goes to the Checkout session; a signed webhook pays it once; a forged one is refused', async () => {
    const buyer = await site.register('card_buyer');
    const context = await site.context(VIEWPORTS.desktop, buyer);
    // Stripe's page cannot be reached without network: the test stops at its address.
    await context.route('https://checkout.stripe.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Checkout</title>' }),
    );
    const page = await site.open(context, '/pay/?lang=en');
    await page.getByRole('button', { name: 'Buy for $19.99' }).click();
    await page.waitForURL(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/);
    const session = new URL(page.url()).pathname.split('/').at(-1) as string;
    const [order] = await site.store.payments.ordersOf(buyer.id, 1);
    expect(order).toMatchObject({
      status: 'created',
      provider: 'stripe',
      providerRef: session,
      amount: 1999,
    });
    expect(api.requests.at(-1)?.form).toMatchObject({
      client_reference_id: order.id,
      'line_items[0][price_data][unit_amount]': '1999',
      success_url: `${site.url}/pay/?order=${order.id}`,
    });

    const deliver = (event: { payload: string; signature: string }) =>
      fetch(`${site.url}/api/pay/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.payload,
      });
    const completed = (secret?: string) =>
      signedEvent(
        'checkout.session.completed',
        {
          id: session,
          client_reference_id: order.id,
          amount_total: 1999,
          currency: 'usd',
          payment_status: 'paid',
          payment_intent: 'pi_e2e',
        },
        secret,
      );
    const forged = await deliver(completed('whsec_someoneelse'));
    expect([forged.status, await forged.json()]).toEqual([
      400,
      { error: 'BAD_REQUEST', message: 'the Stripe signature does not verify' },
    ]);
    expect((await site.store.payments.orderById(order.id))?.status).toBe('created');
    const answers = await Promise.all([deliver(completed()), deliver(completed()), deliver(completed())]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await site.store.userById(buyer.id))?.beans).toBe(1200);

    const back = await site.open(context, `/pay/?order=${order.id}&lang=en`);
    await back.getByTestId('pay-order-status').getByText('Paid').waitFor();
    await expect.poll(() => back.getByTestId('pay-balance').textContent()).toBe('1200 Weidou');
    expect(site.server.errors).not.toContain(api.config.secretKey);
  });
});
