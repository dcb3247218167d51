import { atom } from 'nanostores';
import { wakeIslands } from './wake';

/** Which side panel is open; only one at a time. */
export type Panel = 'cart' | 'search' | 'menu' | 'delivery' | null;
export const $openPanel = atom<Panel>(null);

export const openPanel = (panel: Exclude<Panel, null>) => $openPanel.set(panel);
export const closePanel = () => $openPanel.set(null);
// The island hosting a panel may still be asleep (src/lib/api/client-use.ts): opening the panel wakes it.
$openPanel.listen((panel) => {
  if (panel) wakeIslands(panel);
});
