import { Empty, Panel } from '../ui';

/** Saved orders: carts kept to finish later. Saving a cart for later is not offered yet, so there is none to list. */
export default function SavedOrders() {
  return (
    <Panel>
      <Empty>
        You have no saved orders.{' '}
        <a href="/" className="font-semibold text-plum">
          Continue shopping
        </a>
      </Empty>
    </Panel>
  );
}
