/**
 * How the Delivery screen and the change history name Flowerline's delivery
 * rules (docs/adr/0774): a fee's zone, and whether an entry applies today.
 * Kept apart from the rule book so islands take only the words.
 */

/** Where an entry stands on today's Melbourne date: in force (a closed date or peak day: today), taking effect later, or over. */
export const RULE_ENTRY_STATUSES = ['in-force', 'scheduled', 'ended'] as const;
export type RuleEntryStatus = (typeof RULE_ENTRY_STATUSES)[number];

/** "Metro delivery fee", "Saturday surcharge", "Delivery fee to New Zealand" (the country's code when its name is not known). */
export function zoneWords(zone: string, countryName?: string | null): string {
  switch (zone) {
    case 'metro':
      return 'Metro delivery fee';
    case 'regional':
      return 'Regional delivery fee';
    case 'courier':
      return 'Courier delivery fee';
    case 'overseas':
      return 'Overseas delivery fee';
    case 'saturday':
      return 'Saturday surcharge';
    default:
      return `Delivery fee to ${countryName ?? zone.slice(8)}`;
  }
}

/** The status of an entry with an effective date: the latest one on or before today is in force. */
export function effectiveStatus(effectiveFrom: string, inForceFrom: string | null, today: string): RuleEntryStatus {
  if (effectiveFrom > today) return 'scheduled';
  return effectiveFrom === inForceFrom ? 'in-force' : 'ended';
}

/** The status of a closed date or peak day: today, still to come, or passed. */
export const dayStatus = (date: string, today: string): RuleEntryStatus => (date > today ? 'scheduled' : date === today ? 'in-force' : 'ended');

/** What each zone's fee is charged on, as the Delivery screen explains it (docs/adr/0783). */
export const ZONE_MEANINGS: Record<'metro' | 'regional' | 'courier' | 'overseas' | 'saturday', string> = {
  metro: "Our florists' deliveries to suburbs of the capital cities' metropolitan areas (such as Fitzroy, Bondi or Fremantle).",
  regional: "Our florists' deliveries to every other suburb in Australia (such as Geelong, Ballarat, Newcastle or the Gold Coast).",
  courier: 'Gifts our partners send by courier, anywhere in Australia.',
  overseas: 'Deliveries abroad to a country without a fee of its own.',
  saturday: "Added to our florists' deliveries on Saturdays.",
};
