import { atom } from 'nanostores';

/** Which side panel is open; only one at a time. */
export type Panel = 'cart' | 'search' | 'menu' | 'delivery' | null;
export const $openPanel = atom<Panel>(null);

export const openPanel = (panel: Exclude<Panel, null>) => $openPanel.set(panel);
export const closePanel = () => $openPanel.set(null);
