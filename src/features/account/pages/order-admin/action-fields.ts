import type { Order } from '../../../../lib/api/contracts/checkout';
import type { OrderAction } from '../../../../lib/domain/order-actions';

/** A field of an admin action's form. */
export interface ActionField {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'price' | 'date' | 'select';
  required?: boolean;
  /** A select's choices, and what it says before one is chosen. */
  options?: { value: string; label: string }[];
  placeholder?: string;
  initial?: string;
}

const reason: ActionField = { name: 'reason', label: 'Reason', kind: 'text', required: true };
const note: ActionField = { name: 'text', label: 'Note', kind: 'textarea', required: true };
const item: ActionField[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true },
  { name: 'description', label: 'Description', kind: 'text', required: true },
  { name: 'price', label: 'Price ($, incl. GST)', kind: 'price', required: true },
];

/** The form of each admin action the admin tab offers (resolving a query is in the cases tab). */
export function actionFields(action: Exclude<OrderAction, 'resolve-query' | 'approve-refund'>, order: Order): ActionField[] {
  const r = order.recipient;
  switch (action) {
    case 'create-query':
      return [
        { name: 'subject', label: 'Subject', kind: 'text', required: true },
        { name: 'text', label: 'Query', kind: 'textarea', required: true },
      ];
    case 'internal-note':
    case 'custom-note':
      return [note];
    case 'line-item':
      return item;
    case 'adjustment':
      return [
        {
          name: 'lineItemId',
          label: 'Line',
          kind: 'select',
          required: true,
          placeholder: 'Choose a line',
          options: order.lines.map((line) => ({ value: line.id, label: `${line.quantity} × ${line.name}` })),
        },
        ...item,
      ];
    case 'manual-intervention':
    case 're-allocate':
      return [reason];
    case 'request-refund':
      return [{ name: 'amount', label: 'Amount ($)', kind: 'price', required: true }, reason];
    case 'manual-allocation':
      return [{ name: 'storeKey', label: 'Store key', kind: 'text', required: true, initial: '' }];
    case 'edit-address':
      return [
        { name: 'firstName', label: 'First name', kind: 'text', required: true, initial: r.firstName },
        { name: 'lastName', label: 'Last name', kind: 'text', required: true, initial: r.lastName },
        { name: 'company', label: 'Company', kind: 'text', initial: r.company ?? '' },
        { name: 'street', label: 'Street address', kind: 'text', required: true, initial: r.street },
        { name: 'street2', label: 'Apartment, suite or unit', kind: 'text', initial: r.street2 ?? '' },
        { name: 'phone', label: 'Phone', kind: 'text', required: true, initial: r.phone },
      ];
    case 'edit-delivery-date':
      return [{ name: 'deliveryDate', label: 'Delivery date', kind: 'date', required: true, initial: order.deliveryDate }];
    case 'edit-delivery-instructions':
      return [{ name: 'deliveryInstructions', label: 'Delivery instructions', kind: 'textarea', initial: order.deliveryInstructions ?? '' }];
    case 'delivered':
      return [];
  }
}
