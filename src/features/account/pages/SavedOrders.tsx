import { useState } from 'react';
import { Panel } from '../ui';
import { SavedCartsList } from './SavedCartsList';

/** Saved orders: carts kept to finish later, each resumed into checkout. */
export default function SavedOrders() {
  const [view, setView] = useState<{ offset: number; sortDir: 'asc' | 'desc' }>({ offset: 0, sortDir: 'desc' });
  return (
    <Panel>
      <SavedCartsList offset={view.offset} sortDir={view.sortDir} onChange={(change) => setView({ ...view, ...change })} />
    </Panel>
  );
}
