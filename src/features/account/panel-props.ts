import type { AccountPageId } from '../../lib/domain/account';
import type { SignedInRole } from '../../lib/domain/roles';
import type { Session } from '../auth/stores/session';

/** What every account panel is given: the page, the signed-in role and session. */
export interface PanelProps {
  page: AccountPageId;
  role: SignedInRole;
  session: Session;
}
