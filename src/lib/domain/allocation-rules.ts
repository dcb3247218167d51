import { DEFAULT_ALLOCATION_RESPONSE_SECONDS, MAX_ALLOCATION_ATTEMPTS } from './order-status';

/**
 * The network's allocation rules, which Flowerline sets on the allocation
 * settings screen (docs/adr/0768): how long a store has to answer an offer
 * (minutes of its trading hours), how many stores are offered an order
 * before it waits for Flowerline (Manual Intervention), and how equally
 * near stores take turns.
 */
export const ROTATIONS = ['least-recent', 'off'] as const;
export type Rotation = (typeof ROTATIONS)[number];

export const ROTATION_WORDS: Record<Rotation, string> = {
  'least-recent': 'Equally near stores take turns (the one offered an order least recently first)',
  off: 'No turns: always the nearest store first',
};

export const RESPONSE_MINUTES_RANGE = { min: 5, max: 24 * 60 } as const;
export const MAX_OFFERS_RANGE = { min: 1, max: 20 } as const;

export interface AllocationRules {
  /** Seconds of the store's trading hours it has to answer. */
  responseSeconds: number;
  /** Offers made before the order waits for Flowerline. */
  maxOffers: number;
  rotation: Rotation;
}

/** The rules before Flowerline changes any (the response window can be set per server by ALLOCATION_RESPONSE_SECONDS). */
export const defaultAllocationRules = (responseSeconds = DEFAULT_ALLOCATION_RESPONSE_SECONDS): AllocationRules => ({
  responseSeconds,
  maxOffers: MAX_ALLOCATION_ATTEMPTS,
  rotation: 'least-recent',
});

const minutesWords = (seconds: number) => (seconds % 60 === 0 ? `${seconds / 60} minutes` : `${seconds} seconds`);

/** Each rule in the shop's words, for the change history. */
export function allocationRuleWords(rules: AllocationRules): Record<string, { label: string; text: string }> {
  return {
    responseMinutes: { label: 'Time to answer an offer', text: minutesWords(rules.responseSeconds) },
    maxOffers: { label: 'Stores offered before Manual Intervention', text: String(rules.maxOffers) },
    rotation: { label: 'Turns among equally near stores', text: ROTATION_WORDS[rules.rotation] },
  };
}
