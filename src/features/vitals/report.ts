import { PAGE_KINDS, WEB_VITALS_PATH, WEB_VITALS_SAMPLE_RATE, type PageKind, type WebVitalName } from '../../lib/domain/web-vitals';

const pageKind = (): PageKind => {
  const kind = document.body.dataset.pageKind;
  return (PAGE_KINDS as readonly string[]).includes(kind ?? '') ? (kind as PageKind) : 'content';
};

/**
 * Real users' Web Vitals (LCP, INP, CLS) from a sample of page views
 * (WEB_VITALS_SAMPLE_RATE, or every view with `?vitals=all`, for tests),
 * each sent once when final, as the page is hidden. The `web-vitals`
 * library is fetched only for the sampled views.
 */
export function reportWebVitals(random = Math.random()): void {
  const all = new URLSearchParams(location.search).get('vitals') === 'all';
  if (!all && random >= WEB_VITALS_SAMPLE_RATE) return;
  const page = pageKind();
  const send = ({ name, value }: { name: string; value: number }) => {
    const body = { name: name as WebVitalName, value: Math.round(value * 1000) / 1000, page };
    const blob = new Blob([JSON.stringify(body)], { type: 'application/json' });
    if (!navigator.sendBeacon?.(WEB_VITALS_PATH, blob)) void fetch(WEB_VITALS_PATH, { method: 'POST', body: blob, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => {});
  };
  void import('web-vitals').then(({ onCLS, onINP, onLCP }) => {
    onLCP(send);
    onINP(send);
    onCLS(send);
  });
}
