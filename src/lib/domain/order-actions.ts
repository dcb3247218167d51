import type { DerivedRole } from './roles';

/**
 * The order admin actions (spec 001 section 4.6), who may take each, and in
 * which states of the order (docs/adr/0510). The server enforces these
 * rules; the order page offers only what they allow.
 */
export const ORDER_ACTIONS = [
  'create-query',
  'resolve-query',
  'internal-note',
  'custom-note',
  'line-item',
  'adjustment',
  'manual-intervention',
  'request-refund',
  'approve-refund',
  're-allocate',
  'manual-allocation',
  'edit-address',
  'edit-delivery-date',
  'edit-delivery-instructions',
  'delivered',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const isOrderAction = (value: string): value is OrderAction => (ORDER_ACTIONS as readonly string[]).includes(value);

/**
 * Who stands where to an order: Flowerline (the whole network), the store it
 * is allocated to (offered or accepted), the store that placed it.
 */
export type OrderParty = 'flowerline' | 'fulfillingStore' | 'placingStore';

/** What the rules need to know of an order. */
export interface OrderActionState {
  status: string;
  workflowStatus: string | null;
  delivered: boolean;
}

type Stage = 'any' | 'notCancelled' | 'beforeDelivery' | 'allocating' | 'awaitingDelivery';

interface ActionRule {
  label: string;
  parties: readonly OrderParty[];
  /** When the action makes sense: any time, until cancelled, until delivered, while a florist is sought, once accepted and not yet delivered. */
  stage: Stage;
}

const ALL_PARTIES: readonly OrderParty[] = ['flowerline', 'fulfillingStore', 'placingStore'];

export const ORDER_ACTION_RULES: Record<OrderAction, ActionRule> = {
  'create-query': { label: 'Create query', parties: ALL_PARTIES, stage: 'any' },
  'resolve-query': { label: 'Resolve query', parties: ['flowerline'], stage: 'any' },
  'internal-note': { label: 'Internal note', parties: ALL_PARTIES, stage: 'any' },
  'custom-note': { label: 'Custom note', parties: ['flowerline'], stage: 'notCancelled' },
  'line-item': { label: 'Line item', parties: ['flowerline'], stage: 'beforeDelivery' },
  adjustment: { label: 'Adjustment', parties: ['flowerline'], stage: 'beforeDelivery' },
  'manual-intervention': { label: 'Manual intervention', parties: ['flowerline'], stage: 'beforeDelivery' },
  'request-refund': { label: 'Request refund', parties: ['flowerline'], stage: 'any' },
  'approve-refund': { label: 'Approve refund', parties: ['flowerline'], stage: 'any' },
  're-allocate': { label: 'Re-allocate', parties: ['flowerline'], stage: 'beforeDelivery' },
  'manual-allocation': { label: 'Manual allocation', parties: ['flowerline'], stage: 'allocating' },
  'edit-address': { label: 'Edit address', parties: ['flowerline'], stage: 'beforeDelivery' },
  'edit-delivery-date': { label: 'Edit delivery date', parties: ['flowerline'], stage: 'beforeDelivery' },
  'edit-delivery-instructions': { label: 'Edit delivery instructions', parties: ['flowerline'], stage: 'beforeDelivery' },
  delivered: { label: 'Mark delivered', parties: ['flowerline', 'fulfillingStore'], stage: 'awaitingDelivery' },
};

const ALLOCATING = ['Ready For Allocation', 'Awaiting Store Response', 'Manual Intervention'];

function inStage(stage: Stage, order: OrderActionState): boolean {
  const cancelled = order.status === 'Cancelled' || order.workflowStatus === 'Cancelled';
  const finished = cancelled || order.delivered || order.workflowStatus === 'Completed';
  switch (stage) {
    case 'any':
      return true;
    case 'notCancelled':
      return !cancelled;
    case 'beforeDelivery':
      return !finished;
    case 'allocating':
      return !finished && ALLOCATING.includes(order.workflowStatus ?? '');
    case 'awaitingDelivery':
      return !finished && order.workflowStatus === 'Accepted Order';
  }
}

/** Why an action is refused in the order's state, or null when it may be taken. */
export function actionRefusal(action: OrderAction, order: OrderActionState): string | null {
  if (inStage(ORDER_ACTION_RULES[action].stage, order)) return null;
  return `${ORDER_ACTION_RULES[action].label} is not possible for an order that is ${order.delivered ? 'delivered' : (order.workflowStatus ?? order.status)}.`;
}

/** The parties a signed-in person is to an order. */
export function partiesOf(user: { role: DerivedRole; storeKey: string | null }, order: { allocatedStoreKey: string | null; placedByStoreKey: string | null }): OrderParty[] {
  if (user.role === 'flowerline') return ['flowerline'];
  if ((user.role !== 'florist' && user.role !== 'floristowner') || !user.storeKey) return [];
  const parties: OrderParty[] = [];
  if (order.allocatedStoreKey === user.storeKey) parties.push('fulfillingStore');
  if (order.placedByStoreKey === user.storeKey) parties.push('placingStore');
  return parties;
}

/** The roles that can be a party an action is open to (a customer never is). */
export function actionRoles(action: OrderAction): DerivedRole[] {
  const { parties } = ORDER_ACTION_RULES[action];
  const roles: DerivedRole[] = parties.includes('flowerline') ? ['flowerline'] : [];
  return parties.some((party) => party !== 'flowerline') ? [...roles, 'florist', 'floristowner'] : roles;
}

export const mayTake = (action: OrderAction, parties: readonly OrderParty[]) => ORDER_ACTION_RULES[action].parties.some((party) => parties.includes(party));

/** The actions a person may take on an order now, in the spec's order. */
export const availableActions = (parties: readonly OrderParty[], order: OrderActionState): OrderAction[] =>
  ORDER_ACTIONS.filter((action) => mayTake(action, parties) && actionRefusal(action, order) === null);

/** How long a query's subject and a note may be. */
export const QUERY_SUBJECT_MAX = 100;
export const ORDER_NOTE_MAX = 1000;
/** How far ahead a delivery date may be moved. */
export const DELIVERY_DATE_MAX_DAYS_AHEAD = 365;
