import type { PanelProps } from '../panel-props';
import { Empty, Panel } from '../ui';

/** Where orders, saved orders and an order's details are shown; until an order exists there is nothing to list. */
export default function OrdersPlace({ page, role }: PanelProps) {
  const orderId = page === 'orders' ? decodeURIComponent(location.pathname.replace(/^\/myaccount\/orders\/?/, '').replace(/\/$/, '')) : '';
  const text =
    page === 'saved-orders'
      ? 'Orders saved to finish later appear here, newest first, with a Resume order button that takes the cart back to checkout.'
      : page === 'orders'
        ? orderId
          ? `The details of order ${orderId} appear here: its lines, delivery and status.`
          : 'Choose an order from your order list to see its details here.'
        : role === 'customer'
          ? 'Orders you place appear here with their date, total and status.'
          : role === 'flowerline'
            ? 'Orders of the whole network appear here, with their cases.'
            : 'Orders your store receives and sends appear here.';
  return (
    <Panel>
      <Empty>
        {text}{' '}
        <a href="/" className="font-semibold text-plum">
          Continue shopping
        </a>
      </Empty>
    </Panel>
  );
}
