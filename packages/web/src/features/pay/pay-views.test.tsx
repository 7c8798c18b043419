import type { PayOrder, PayOrderResponse } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { renderWithHost } from '../../common/test-render.ts';
import { PayBalance } from './pay-balance.tsx';
import { PayOffers } from './pay-offers.tsx';
import { PayOrderPanel } from './pay-order-panel.tsx';
import { PayOrders } from './pay-orders.tsx';

const usd = { currency: 'usd', digits: 2 as const };
const order: PayOrder = {
  ...usd,
  orderid: '7K3D9Q2MXA',
  product: 'beans-550',
  kind: 'beans',
  beans: 550,
  usertype: 0,
  days: 0,
  amount: 999,
  status: 'created',
  provider: 'manual',
  created: Date.UTC(2026, 10, 27, 9),
  updated: Date.UTC(2026, 10, 27, 9),
};
const answer = (changes: Partial<PayOrderResponse> = {}): PayOrderResponse => ({
  order,
  events: [{ status: 'created', by: 'user', at: order.created }],
  instructions: 'Transfer to IBAN XX00 0000.',
  payurl: '',
  ...changes,
});
const panel = (a: PayOrderResponse, lang = 'en') =>
  renderWithHost(
    <PayOrderPanel answer={a} cameBack={false} cancelling={false} problem={null} onCancel={() => {}} />,
    { lang },
  );

describe('the pay page’s parts', () => {
  it('the balance and a membership with its end', () => {
    const html = renderWithHost(
      <PayBalance info={{ beans: 1, usertype: 2, memberuntil: Date.UTC(2026, 11, 27) }} />,
    );
    expect(html).toContain('1 Weidou');
    expect(html).toContain('Gold');
    expect(html).toContain('until Dec 27, 2026');
  });

  it('offers packages and memberships with their prices and quotas, in the page’s language', () => {
    const offers = (
      <PayOffers
        packages={[{ ...usd, product: 'beans-550', beans: 550, amount: 999 }]}
        memberships={[
          { ...usd, product: 'taskcard-30', usertype: 3, days: 30, amount: 1499, freeanalyses: 10 },
        ]}
        held={{ usertype: 0, memberuntil: null }}
        buying={null}
        refusal={null}
        onBuy={() => {}}
      />
    );
    const html = renderWithHost(offers);
    expect(html).toContain('Buy for $9.99');
    expect(html).toContain('Task card, 30 days');
    expect(html).toContain('10 free game analyses a day');
    expect(html).toContain('For teachers who give homework');
    const ja = renderWithHost(offers, { lang: 'ja' });
    expect(ja).toContain('宿題カード・30 日間');
    expect(ja).toContain('$9.99 で購入');
  });

  it('while silver runs, the other tiers are not for sale and say why; silver says it extends', () => {
    const until = Date.UTC(2026, 11, 27);
    const memberships = [
      { ...usd, product: 'silver-30', usertype: 1, days: 30, amount: 499, freeanalyses: 5 },
      { ...usd, product: 'gold-30', usertype: 2, days: 30, amount: 999, freeanalyses: 10 },
    ];
    const offers = (lang: string, memberuntil: number | null) =>
      renderWithHost(
        <PayOffers
          packages={[]}
          memberships={memberships}
          held={{ usertype: 1, memberuntil }}
          buying={null}
          refusal={null}
          onBuy={() => {}}
        />,
        { lang },
      );
    const html = offers('en', until);
    expect(html).toContain('data-product="silver-30"');
    expect(html).not.toContain('data-product="gold-30"');
    expect(html).toMatch(
      /data-held="gold-30">Your Silver membership runs until Dec 27, 2026; this tier can be bought after it ends\./,
    );
    expect(html).toContain('Your membership runs until Dec 27, 2026: buying adds 30 days after that.');
    expect(offers('ko', until)).toContain('실버 회원 기간이 2026. 12. 27.까지입니다.');
    const given = offers('en', null);
    expect(given).not.toContain('data-product=');
    expect(given).toContain('Your Silver membership has no end date; there is nothing to buy.');
  });

  it('a refusal shows beside the offer that was tapped, as an alert', () => {
    const html = renderWithHost(
      <PayOffers
        packages={[
          { ...usd, product: 'beans-100', beans: 100, amount: 199 },
          { ...usd, product: 'beans-550', beans: 550, amount: 999 },
        ]}
        memberships={[]}
        held={{ usertype: 0, memberuntil: null }}
        buying={null}
        refusal={{ product: 'beans-100', text: 'Not ordered.' }}
        onBuy={() => {}}
      />,
    );
    const rows = html.split('<li').slice(1);
    expect(rows[0]).toContain('data-product="beans-100"');
    expect(rows[0]).toMatch(/role="alert"[^>]*>Not ordered\.</);
    expect(rows[1]).not.toContain('role="alert"');
  });

  it('a waiting manual order says how to pay, with the site owner’s words', () => {
    const html = panel(answer());
    expect(html).toContain('Order 7K3D9Q2MXA');
    expect(html).toContain('Waiting for payment');
    expect(html).toContain('quote the order number 7K3D9Q2MXA');
    expect(html).toContain('Transfer to IBAN XX00 0000.');
    expect(html).toContain('Cancel this order');
    expect(panel(answer({ instructions: '' }))).toContain('Ask the site’s administrator how to pay.');
  });

  it('a refused cancel shows beside the Cancel button, as an alert', () => {
    const html = renderWithHost(
      <PayOrderPanel
        answer={answer()}
        cameBack={false}
        cancelling={false}
        problem="This order can no longer be cancelled."
        onCancel={() => {}}
      />,
    );
    const alert = html.indexOf('role="alert"');
    expect(alert).toBeGreaterThan(html.indexOf('History'));
    expect(html.indexOf('Cancel this order')).toBeGreaterThan(alert);
    expect(html).toContain('This order can no longer be cancelled.');
  });

  it('a waiting Stripe order links to its payment page; a paid order says what it gave', () => {
    const stripe = panel(
      answer({
        order: { ...order, provider: 'stripe' },
        instructions: '',
        payurl: 'https://checkout.stripe.com/c/pay/cs_1',
      }),
    );
    expect(stripe).toContain('href="https://checkout.stripe.com/c/pay/cs_1"');
    const paid = panel(
      answer({
        order: { ...order, status: 'paid' },
        events: [
          { status: 'created', by: 'user', at: order.created },
          { status: 'paid', by: 'admin', at: order.created + 60_000 },
        ],
        instructions: '',
      }),
      'ko',
    );
    expect(paid).toContain('결제 완료: 550 위더우가 잔액에 더해졌습니다.');
    expect(paid).not.toContain('이 주문 취소');
  });

  it('lists orders with their status, each leading to its page', () => {
    const html = renderWithHost(<PayOrders orders={[{ ...order, status: 'refunded' }]} />, {
      lang: 'zh_Hant',
    });
    expect(html).toContain('href="/pay/?order=7K3D9Q2MXA"');
    expect(html).toContain('已退款');
    expect(renderWithHost(<PayOrders orders={[]} />)).toContain('No orders yet.');
  });
});
