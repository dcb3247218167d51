import { api, type ApiResult } from '../../../lib/api/client';
import type { CountriesResponse } from '../../../lib/api/contracts/delivery';
import type { DeliveryRules } from '../../../lib/api/contracts/delivery-rules';

const contracts = () => import('../../../lib/api/contracts/delivery-rules');
const schema = async () => (await contracts()).DeliveryRulesModel;

/** The kinds of entry of the Delivery screen, as their API paths name them. */
export type RuleKind = 'fees' | 'cutoffs' | 'closed-dates' | 'open-dates' | 'peak-days';

/** GET /api/delivery-rules (Flowerline): every entry, whether it is in force today, and the history. */
export function fetchDeliveryRules(signal?: AbortSignal): Promise<ApiResult<DeliveryRules>> {
  return api('/delivery-rules', { signal, schema });
}

/** POST /api/delivery-rules/{kind}: a new entry, values as typed (dollars, HH:mm, yyyy-MM-dd); answers the rules. */
export function addDeliveryRule(kind: RuleKind, body: Record<string, unknown>): Promise<ApiResult<DeliveryRules>> {
  return api(`/delivery-rules/${kind}`, { method: 'POST', body, schema });
}

/** DELETE /api/delivery-rules/{kind}/{key…}: an entry not yet in force (a fee: its zone and date); answers the rules. */
export function removeDeliveryRule(kind: RuleKind, ...key: string[]): Promise<ApiResult<DeliveryRules>> {
  return api(`/delivery-rules/${kind}/${key.map(encodeURIComponent).join('/')}`, { method: 'DELETE', schema });
}

/** GET /api/countries: the overseas countries a fee can be set for. */
export function fetchCountries(signal?: AbortSignal): Promise<ApiResult<CountriesResponse>> {
  return api('/countries', { signal, schema: async () => (await import('../../../lib/api/contracts/delivery')).CountriesResponseModel });
}
