import { useState } from 'react';
import type { Fields } from './studio-documents';

interface PreviewPaneProps {
  model: string;
  /** The saved draft: the preview renders what is stored, exactly as a publish would. */
  saved: Fields | null;
  previewToken: string;
  /** Changes on every save, so the frame loads the new draft. */
  revision: number;
}

const WIDTHS = {
  desktop: { label: 'Desktop', width: '100%', height: '80vh' },
  phone: { label: 'Phone', width: '390px', height: '780px' },
} as const;
type Width = keyof typeof WIDTHS;

/** The /preview address of a saved page or article; other models have no page of their own. */
export function previewPath(model: string, saved: Fields | null, token: string): string | null {
  const slug = typeof saved?.slug === 'string' ? saved.slug.replace(/^\/+/, '') : '';
  if (!slug) return null;
  const query = `?token=${encodeURIComponent(token)}`;
  if (model === 'Page') return `/preview/${slug}${query}`;
  // The preview finds an article by its slug; the category part only fills the address.
  if (model === 'Article') return `/preview/blog/draft/${slug}${query}`;
  return null;
}

/** The draft rendered by the site's own preview route, at a desktop or a phone width. */
export function PreviewPane({ model, saved, previewToken, revision }: PreviewPaneProps) {
  const [width, setWidth] = useState<Width>('desktop');
  const path = previewPath(model, saved, previewToken);
  if (!path) {
    return (
      <p className="rounded-lg bg-white p-4 text-ink-muted">
        {saved ? 'This kind of content has no page of its own: preview the pages that show it once it is saved.' : 'Save the draft to preview it.'}
      </p>
    );
  }
  const size = WIDTHS[width];
  return (
    <div>
      <div role="radiogroup" aria-label="Preview width" className="mb-3 inline-flex rounded-full bg-white p-1 ring-1 ring-ink/15">
        {(Object.keys(WIDTHS) as Width[]).map((key) => (
          <button
            key={key}
            type="button"
            role="radio"
            aria-checked={width === key}
            onClick={() => setWidth(key)}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ${width === key ? 'bg-plum text-white' : 'text-ink hover:bg-ink/5'}`}
          >
            {WIDTHS[key].label}
          </button>
        ))}
      </div>
      <p className="mb-2 text-sm text-ink-muted">The last saved draft, as it will look when published.</p>
      <div className="overflow-auto rounded-lg bg-ink/5 p-2">
        <iframe
          key={`${revision}:${width}`}
          title={`Preview at ${size.label.toLowerCase()} width`}
          src={path}
          style={{ width: size.width, height: size.height }}
          className="mx-auto block rounded border border-ink/15 bg-white"
        />
      </div>
    </div>
  );
}
