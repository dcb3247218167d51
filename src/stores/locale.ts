import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, preferredLocale, type DisplayLocale } from '../lib/domain/display-locale';

const subscribe = (onChange: () => void) => {
  addEventListener('languagechange', onChange);
  return () => removeEventListener('languagechange', onChange);
};

/**
 * The locale dates are shown in: en-AU while React hydrates pre-rendered
 * HTML (which is en-AU), then the reader's own when it is en-US.
 */
export function useDisplayLocale(): DisplayLocale {
  return useSyncExternalStore(
    subscribe,
    () => preferredLocale(navigator.languages),
    () => DEFAULT_LOCALE,
  );
}
