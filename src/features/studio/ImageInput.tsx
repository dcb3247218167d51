import { useState } from 'react';
import { Checkbox, TextField } from '../../components/FormField';
import { uploadImage } from '../../lib/api/upload-image';
import type { StudioField } from '../../lib/cms/studio-descriptor';
import { MediaLibrary } from '../../components/MediaLibrary';
import { useStudioForm } from './studio-context';
import { listLibraryImages, type Fields, type LibraryImage } from './studio-documents';
import { inputId, pathOf } from './studio-values';

interface ImageInputProps {
  field: StudioField;
  value: Fields | null;
  path: string;
  onChange: (value: unknown) => void;
}

const button = 'rounded-full border border-plum px-4 py-1.5 text-sm font-semibold text-plum hover:bg-plum/5 disabled:opacity-50';

/**
 * An image: one chosen from the media library (the images already
 * uploaded) or uploaded from a file, with the alt text a save requires, or
 * marked decorative. The editor never handles the image's address.
 */
export function ImageInput({ field, value, path, onChange }: ImageInputProps) {
  const { problems } = useStudioForm();
  const [state, setState] = useState<{ busy: boolean; failure?: string }>({ busy: false });
  const [libraryOpen, setLibraryOpen] = useState(false);
  // The file name of the image chosen or uploaded here (a saved document keeps only the image's address).
  const [name, setName] = useState<string | null>(null);
  const fileId = inputId(pathOf(path, 'file'));
  const image = value ?? null;
  const decorative = image?.decorative === true;
  const alt = typeof image?.alt === 'string' ? image.alt : '';
  const src = typeof image?.src === 'string' ? image.src : '';
  const set = (changes: Fields) => onChange({ ...(image ?? {}), ...changes });
  const srcError = problems[pathOf(path, 'src')] ?? problems[path];
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setState({ busy: true });
    const result = await uploadImage(file);
    if (!result.ok) return setState({ busy: false, failure: result.message });
    setState({ busy: false });
    setName(file.name);
    set({ src: result.image.src, width: result.image.width, height: result.image.height });
  };
  const choose = (chosen: LibraryImage) => {
    setLibraryOpen(false);
    setState({ busy: false });
    setName(chosen.filename);
    // The alt text the image was given before comes with it when the field has none, for the editor to keep or change.
    const reusedAlt = !alt && !decorative && chosen.alts[0] ? { alt: chosen.alts[0] } : {};
    set({ src: chosen.src, width: chosen.width, height: chosen.height, ...reusedAlt });
  };
  const describedBy = state.failure ? `${fileId}-error` : srcError ? `${fileId}-missing` : `${fileId}-hint`;
  return (
    <fieldset className="rounded-lg border border-ink/15 p-3">
      <legend className="px-1 text-sm font-semibold">
        {field.label}
        {field.required && <span className="sr-only"> (required)</span>}
      </legend>
      <div className="flex flex-wrap items-start gap-4">
        {src ? (
          <figure className="w-32">
            <img src={src} alt={decorative || !alt ? 'The chosen image' : `The chosen image: ${alt}`} className="h-24 w-32 rounded border border-ink/10 object-cover" />
            <figcaption className="mt-1 break-all text-xs text-ink-muted">
              {[name, typeof image?.width === 'number' && typeof image.height === 'number' ? `${image.width} × ${image.height} px` : null].filter(Boolean).join(', ')}
            </figcaption>
          </figure>
        ) : (
          <p className="flex h-24 w-32 items-center justify-center rounded border border-dashed border-ink/25 text-center text-xs text-ink-muted">No image chosen</p>
        )}
        <div className="min-w-0 flex-1 space-y-3">
          <div className="flex flex-wrap items-center gap-3">
            <button id={inputId(pathOf(path, 'src'))} type="button" className={button} disabled={state.busy} aria-describedby={describedBy} onClick={() => setLibraryOpen(true)}>
              Choose from the media library
            </button>
            <span className="text-sm text-ink-muted">or</span>
            <div>
              <label htmlFor={fileId} className="block text-sm font-semibold">
                {src ? 'Upload a new image' : 'Upload an image'}
              </label>
              <input
                id={fileId}
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
                aria-describedby={describedBy}
                disabled={state.busy}
                className="mt-1 block text-sm file:mr-3 file:rounded-full file:border-0 file:bg-plum file:px-4 file:py-2 file:font-semibold file:text-white"
                onChange={(e) => void pick(e.target.files?.[0])}
              />
            </div>
          </div>
          {state.failure ? (
            <p id={`${fileId}-error`} role="alert" className="text-sm text-alert-red">
              {state.failure}
            </p>
          ) : (
            <p id={`${fileId}-hint`} className="text-sm text-ink-muted" aria-live="polite">
              {state.busy ? 'Uploading…' : 'PNG, JPEG, WebP, GIF or AVIF, up to 5 MB.'}
            </p>
          )}
          {srcError && (
            <p id={`${fileId}-missing`} className="text-sm text-alert-red">
              {srcError}
            </p>
          )}
          <Checkbox label="Decorative: it shows nothing a reader needs" checked={decorative} onChange={(on) => set(on ? { decorative: true, alt: '' } : { decorative: false })} />
          {decorative ? (
            problems[pathOf(path, 'alt')] && <p className="text-sm text-alert-red">{problems[pathOf(path, 'alt')]}</p>
          ) : (
            <TextField
              id={inputId(pathOf(path, 'alt'))}
              label="Alt text"
              required
              hint="What the image shows, for people who cannot see it."
              error={problems[pathOf(path, 'alt')]}
              value={alt}
              onChange={(e) => set({ alt: e.target.value })}
            />
          )}
        </div>
      </div>
      {!field.required && image && (
        <button type="button" className="mt-2 text-sm font-semibold text-alert-red underline" onClick={() => onChange(null)}>
          Remove {field.label.toLowerCase()}
        </button>
      )}
      <MediaLibrary open={libraryOpen} onClose={() => setLibraryOpen(false)} onChoose={choose} load={listLibraryImages} />
    </fieldset>
  );
}
