import { lazy, Suspense } from 'react';
import { deriveRole, isFloristGroup } from '../../lib/domain/roles';
import { useClientStore } from '../../stores/hydrated';
import { $session } from '../auth/stores/session';

const FloristAlerts = lazy(() => import('./FloristAlerts'));

/** Loads the florist order alerts on every page, for signed-in florists only (their code is not loaded for anyone else). */
export default function FloristAlertsGate() {
  const session = useClientStore($session, null);
  if (!isFloristGroup(deriveRole(session?.roles))) return null;
  return (
    <Suspense fallback={null}>
      <FloristAlerts />
    </Suspense>
  );
}
