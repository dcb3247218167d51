import { deriveRole, isFloristGroup } from '../../lib/domain/roles';
import { workroomGuideFor } from '../../lib/domain/variants';
import { useClientStore } from '../../stores/hydrated';
import { $chosenVariant } from './stores/product';
import { $session } from '../auth/stores/session';

interface Props {
  guides: { variant: string; html: string }[];
}

/**
 * "Workroom guide ({variant})" for florist roles, matched on the lower-cased
 * chosen size. Everyone else sees nothing.
 */
export default function WorkroomGuide({ guides }: Props) {
  // Pre-rendered for nobody: it hydrates as that, then shows the guide to a florist.
  const session = useClientStore($session, null);
  const variant = useClientStore($chosenVariant, null);
  if (!session || !isFloristGroup(deriveRole(session.roles)) || !variant) return null;
  const guide = workroomGuideFor(guides, variant.label);
  if (!guide) return null;
  return (
    <details className="border-t border-plum/15 py-3">
      <summary className="cursor-pointer font-semibold text-ink">Workroom guide ({variant.label})</summary>
      <div className="prose-cms mt-2 text-ink" dangerouslySetInnerHTML={{ __html: guide.html }} />
    </details>
  );
}
