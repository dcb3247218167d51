import { existsSync } from 'node:fs';

/**
 * Debian's Chromium (package `chromium`), run as its binary: the
 * `/usr/bin/chromium` launcher adds flags for a desktop (GPU rasterisation,
 * which a machine without a GPU does in software, and the bundled
 * extensions) that made the browser tests a fifth slower. CHROMIUM_PATH
 * names another build.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync('/usr/lib/chromium/chromium') ? '/usr/lib/chromium/chromium' : '/usr/bin/chromium');
