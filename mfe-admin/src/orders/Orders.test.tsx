import { ORDER_MESSAGES, ORDER_TRANSITIONS, type AdminOrder, type OrderStatus } from '@kingside/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderAdmin, storeSignIn } from '../testing/renderAdmin';

/** Every row of a table as the texts of its cells. */
const cellTexts = (table: HTMLElement) =>
  [...table.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent));

function order(fields: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 12,
    createdAt: '2026-03-14T10:05:00.000Z',
    updatedAt: '2026-03-14T10:05:00.000Z',
    status: 'pending',
    customerName: 'Ada Byron',
    customerEmail: 'ada@example.com',
    customerAddress: '1 Castle Row\nLondon',
    subtotal: 4498,
    shipping: 999,
    totalAmount: 5497,
    itemCount: 3,
    userId: null,
    lines: [
      { productId: 1, name: 'Staunton Chess Set', quantity: 1, price: 2500 },
      { productId: 2, name: 'Score Book', quantity: 2, price: 999 },
    ],
    history: [{ status: 'pending', at: '2026-03-14T10:05:00.000Z', adminId: null, adminEmail: null, note: null }],
    ...fields,
  };
}

/** The orders api over one order in memory: transitions as the contracts allow them. */
function fakeOrders(initial: AdminOrder[]) {
  const orders = [...initial];
  const calls = fakeApi(({ method, url, body }) => {
    if (method === 'GET' && url.startsWith('/api/admin/orders?')) {
      const query = new URL(url, 'http://x').searchParams;
      const status = query.get('status');
      const q = query.get('q')?.toLowerCase();
      const found = orders.filter(
        (o) => (!status || o.status === status) && (!q || o.customerName.toLowerCase().includes(q) || String(o.id) === q.replace('#', '')),
      );
      return { body: found, headers: { 'X-Total-Count': String(found.length) } };
    }
    const match = /^\/api\/admin\/orders\/(\d+)(\/status)?$/.exec(url);
    if (!match) return undefined;
    const index = orders.findIndex((o) => o.id === Number(match[1]));
    const current = orders[index];
    if (!current) return { status: 404, body: { message: ORDER_MESSAGES.orderNotFound } };
    if (method === 'GET') return { body: current };
    const { status, note } = body as { status: OrderStatus; note?: string };
    if (!ORDER_TRANSITIONS[current.status].includes(status))
      return { status: 409, body: { message: ORDER_MESSAGES.cannotChange(current.status, status) } };
    const next: AdminOrder = {
      ...current,
      status,
      history: [
        ...current.history,
        { status, at: '2026-03-15T09:00:00.000Z', adminId: 1, adminEmail: 'admin@kingside.example', note: note ?? null },
      ],
    };
    orders[index] = next;
    return { body: next };
  });
  return { calls, orders };
}

beforeEach(() => {
  localStorage.clear();
  storeSignIn();
});

describe('/admin/orders', () => {
  it('lists orders with their status, filtered by status and searched, state in the URL', async () => {
    const { calls } = fakeOrders([
      order(),
      order({ id: 13, status: 'shipped', customerName: 'Bobby Ray', itemCount: 1, totalAmount: 2599 }),
    ]);
    renderAdmin('/admin/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    await within(table).findByText('Order #12');
    expect(cellTexts(table)).toEqual([
      ['Order', 'Placed', 'Customer', 'Email', 'Items', 'Total', 'Status'],
      ['Order #12', 'March 14, 2026 at 10:05 AM UTC', 'Ada Byron', 'ada@example.com', '3', '$54.97', 'Pending'],
      ['Order #13', 'March 14, 2026 at 10:05 AM UTC', 'Bobby Ray', 'ada@example.com', '1', '$25.99', 'Shipped'],
    ]);
    expect(within(table).getByRole('link', { name: 'Order #12' })).toHaveAttribute('href', '/admin/orders/12');
    expect(screen.queryByRole('link', { name: /New order/ })).not.toBeInTheDocument();
    expect(document.title).toBe('Orders - Kingside Academy');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'shipped' } });
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?status=shipped'));
    await waitFor(() => expect(within(table).queryByText('Order #12')).not.toBeInTheDocument());
    expect(calls.at(-1)?.url).toBe('/api/admin/orders?status=shipped&limit=25&offset=0');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All',
      'Pending',
      'Paid',
      'Shipped',
      'Delivered',
      'Cancelled',
      'Refunded',
    ]);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), { target: { value: '#13' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/admin/orders?q=%2313&status=shipped&limit=25&offset=0'));
  });
});

describe('/admin/orders/{id}', () => {
  it('shows lines, totals, customer, address and history', async () => {
    fakeOrders([order({ userId: 4 })]);
    renderAdmin('/admin/orders/12');
    expect(await screen.findByText('Placed March 14, 2026 at 10:05 AM UTC')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order #12' })).toBeInTheDocument();
    expect(document.title).toBe('Order #12 - Kingside Academy');
    expect(cellTexts(screen.getByRole('table', { name: 'Items' }))).toEqual([
      ['Product', 'Unit price', 'Quantity', 'Total'],
      ['Staunton Chess Set', '$25.00', '1', '$25.00'],
      ['Score Book', '$9.99', '2', '$19.98'],
    ]);
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByText('Subtotal').nextSibling).toHaveTextContent('$44.98');
    expect(within(items).getByText('Shipping').nextSibling).toHaveTextContent('$9.99');
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(customer).toHaveTextContent('Ada Byron');
    expect(customer).toHaveTextContent('ada@example.com');
    expect(customer).toHaveTextContent('1 Castle Row');
    expect(within(customer).getByRole('link', { name: 'Member account' })).toHaveAttribute('href', '/admin/users/4');
    expect(screen.getByTestId('order-history')).toHaveTextContent('Pending · March 14, 2026 at 10:05 AM UTC · by the customer');
  });

  it('offers only what the status allows, behind a confirmation with a note, and moves on to the next step', async () => {
    const { calls } = fakeOrders([order()]);
    renderAdmin('/admin/orders/12');
    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark as paid', 'Cancel order']);

    fireEvent.click(within(actions).getByRole('button', { name: 'Mark as paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark order #12 as paid?' });
    expect(dialog).toHaveAccessibleDescription('Record that the payment has arrived.');
    expect(within(dialog).getByRole('button', { name: 'Back' })).toHaveFocus();
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), { target: { value: '  Bank transfer 4411  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));

    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(`${ORDER_MESSAGES.statusChanged}Order #12: Paid`));
    expect(calls.filter((c) => c.method === 'POST')).toMatchObject([
      { url: '/api/admin/orders/12/status', body: { status: 'paid', note: 'Bank transfer 4411' } },
    ]);
    await waitFor(() =>
      expect(
        within(actions)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Mark as shipped', 'Cancel order']),
    );
    expect(screen.getByTestId('order-history')).toHaveTextContent('Paid · March 15, 2026 at 9:00 AM UTC · by admin@kingside.example');
    expect(screen.getByTestId('order-history')).toHaveTextContent('Bank transfer 4411');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Cancelling asks with its own words, and Keep order changes nothing.
    fireEvent.click(within(actions).getByRole('button', { name: 'Cancel order' }));
    const cancel = await screen.findByRole('dialog', { name: 'Cancel order #12?' });
    expect(cancel).toHaveAccessibleDescription('The order is cancelled for good and its items go back into stock.');
    fireEvent.click(within(cancel).getByRole('button', { name: 'Keep order' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('says why the api refused a change (someone else moved the order first)', async () => {
    const { orders } = fakeOrders([order()]);
    renderAdmin('/admin/orders/12');
    const actions = await screen.findByRole('region', { name: 'Actions' });
    orders[0] = order({ status: 'cancelled' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Mark as paid' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark as paid' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast')).toHaveTextContent(
        `${ORDER_MESSAGES.statusChangeFailed}${ORDER_MESSAGES.cannotChange('cancelled', 'paid')}`,
      ),
    );
  });

  it('a delivered order is final; an unknown one is the not-found page', async () => {
    fakeOrders([order({ status: 'delivered' })]);
    const { unmount } = renderAdmin('/admin/orders/12');
    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(actions).toHaveTextContent('This order is final: its status cannot change any more.');
    expect(within(actions).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Customer' })).toHaveTextContent('Guest order');
    unmount();
    renderAdmin('/admin/orders/99');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('shows a Stripe payment with its dashboard link, flags an amount mismatch, and says Cancel refunds it', async () => {
    const payment = {
      provider: 'stripe',
      sessionId: 'cs_test_1',
      paymentIntentId: 'pi_test_42',
      amount: 5497,
      currency: 'usd',
      status: 'paid',
      mismatch: false,
      amountRefunded: 0,
      refundId: null,
      dashboardUrl: 'https://dashboard.stripe.com/test/payments/pi_test_42',
    } as const;
    fakeOrders([
      order({ status: 'paid', payment }),
      order({ id: 13, payment: { ...payment, status: 'mismatch', mismatch: true } }),
      order({ id: 14, status: 'refunded', payment: { ...payment, status: 'refunded', amountRefunded: 5497, refundId: 're_1' } }),
    ]);
    const { unmount } = renderAdmin('/admin/orders/12');
    const card = await screen.findByTestId('order-payment');
    expect(card).toHaveTextContent('Provider' + 'Stripe');
    expect(card).toHaveTextContent('Payment intent' + 'pi_test_42');
    expect(card).toHaveTextContent('Amount' + '$54.97 USD');
    expect(card).toHaveTextContent('Status' + 'Paid');
    expect(within(card).getByRole('link', { name: 'View the payment in Stripe' })).toHaveAttribute(
      'href',
      'https://dashboard.stripe.com/test/payments/pi_test_42',
    );
    const actions = screen.getByRole('region', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark as shipped', 'Cancel order']);
    fireEvent.click(within(actions).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel order #12?' })).toHaveAccessibleDescription(
      'The payment is refunded through Stripe, the order is cancelled for good and its items go back into stock.',
    );
    unmount();

    const mismatched = renderAdmin('/admin/orders/13');
    const flagged = await screen.findByTestId('order-payment');
    expect(within(flagged).getByRole('alert')).toHaveTextContent('Stripe reported an amount or currency other than this order’s');
    expect(flagged).toHaveTextContent('Amount mismatch');
    mismatched.unmount();

    renderAdmin('/admin/orders/14');
    const refunded = await screen.findByTestId('order-payment');
    expect(refunded).toHaveTextContent('Refunded' + '$54.97');
    expect(screen.getByRole('region', { name: 'Actions' })).toHaveTextContent('This order is final');
  });
});
