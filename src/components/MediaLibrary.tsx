import { useId, useState } from 'react';
import { Dialog } from './Dialog';
import { DateTimeText } from './DateText';
import { RetryAlert } from './RetryAlert';
import type { ApiResult } from '../lib/api/client';
import type { LibraryImage } from '../lib/api/contracts/media-library';
import { countOf } from '../lib/domain/count';
import { useQuery } from '../lib/api/useQuery';

/** Reads the library's images (the studio through the content API, the back office through its own). */
export type LoadLibrary = (signal: AbortSignal) => Promise<ApiResult<LibraryImage[]>>;

interface MediaLibraryProps {
  open: boolean;
  onClose: () => void;
  onChoose: (image: LibraryImage) => void;
  load: LoadLibrary;
}

/** Whether an image's file name or one of its alt texts holds every word searched for. */
const matches = (image: LibraryImage, words: string[]) => {
  const text = [image.filename, ...image.alts].join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
};

/**
 * The images already uploaded, newest first, as thumbnails: search them by
 * file name or the alt text they were given, and choose one for the field.
 * A modal dialog: focus starts in the search box and goes back to the
 * button that opened it.
 */
export function MediaLibrary({ open, onClose, onChoose, load }: MediaLibraryProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Media library" size="lg">
      <LibraryImages onChoose={onChoose} load={load} />
    </Dialog>
  );
}

function LibraryImages({ onChoose, load }: { onChoose: (image: LibraryImage) => void; load: LoadLibrary }) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const { state, reload } = useQuery('media-library', load);
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const images = state.status === 'ok' ? state.data.filter((image) => matches(image, words)) : null;
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={searchId} className="block text-sm font-semibold">
          Search images by name or alt text
        </label>
        <input
          id={searchId}
          type="search"
          data-autofocus
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="mt-1 block w-full rounded-lg border border-ink/25 bg-white px-3 py-2.5"
        />
      </div>
      <p role="status" className="text-sm text-ink-muted">
        {images === null
          ? state.status === 'error'
            ? ''
            : 'Loading the images…'
          : images.length
            ? `${countOf(images.length, 'image')}`
            : words.length
              ? 'No image matches your search.'
              : 'No images have been uploaded yet.'}
      </p>
      {state.status === 'error' && <RetryAlert message={state.message} onRetry={reload} />}
      {images && images.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((image) => (
            <li key={image.src}>
              <button
                type="button"
                onClick={() => onChoose(image)}
                className="flex h-full w-full flex-col gap-1 rounded-lg p-2 text-left ring-1 ring-ink/15 hover:bg-plum/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum"
              >
                <img src={image.src} alt="" loading="lazy" width={image.width} height={image.height} className="h-24 w-full rounded bg-cream object-contain" />
                <span className="break-all text-sm font-semibold">
                  <span className="sr-only">Choose </span>
                  {image.filename}
                </span>
                {image.alts[0] && <span className="text-xs text-ink-muted">“{image.alts[0]}”</span>}
                <span className="text-xs text-ink-muted">
                  {image.width} × {image.height} px, uploaded <DateTimeText iso={image.uploadedAt} style="medium" />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
