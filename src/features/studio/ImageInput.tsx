import { useState } from 'react';
import { Checkbox, TextField } from '../../components/FormField';
import { z } from 'zod/mini';
import { api } from '../../lib/api/client';
import { errorMessage } from '../../lib/domain/errors';
import type { StudioField } from '../../lib/cms/studio-descriptor';
import { useStudioForm } from './studio-context';
import type { Fields } from './studio-documents';
import { inputId, pathOf } from './studio-values';

interface ImageInputProps {
  field: StudioField;
  value: Fields | null;
  path: string;
  onChange: (value: unknown) => void;
}

interface Uploaded {
  src: string;
  width: number;
  height: number;
}

/** What the asset store answers for a stored image. */
const UploadedModel = z.object({ src: z.string(), width: z.number(), height: z.number() });

/** An upload may take longer than a call of the API usually does. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** Sends one image to the asset store; the answer is its address and size, or the store's reason for refusing it. */
async function upload(file: File): Promise<{ ok: true; image: Uploaded } | { ok: false; message: string }> {
  const body = new FormData();
  body.append('file', file);
  const result = await api('/content/assets', { method: 'POST', body, schema: UploadedModel, timeoutMs: UPLOAD_TIMEOUT_MS, authRedirect: false });
  if (result.ok) return { ok: true, image: result.data };
  const { error } = result;
  if (error.status === 0) return { ok: false, message: error.message };
  return { ok: false, message: error.body.errors?.file ?? errorMessage({ body: error.body }, 'The image could not be uploaded.') };
}

/** An image: upload a file into the asset store (or keep its address), with the alt text a save requires, or marked decorative. */
export function ImageInput({ field, value, path, onChange }: ImageInputProps) {
  const { problems } = useStudioForm();
  const [state, setState] = useState<{ busy: boolean; failure?: string }>({ busy: false });
  const fileId = inputId(pathOf(path, 'file'));
  const image = value ?? null;
  const decorative = image?.decorative === true;
  const set = (changes: Fields) => onChange({ ...(image ?? {}), ...changes });
  const srcError = problems[pathOf(path, 'src')] ?? problems[path];
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setState({ busy: true });
    const result = await upload(file);
    if (!result.ok) return setState({ busy: false, failure: result.message });
    setState({ busy: false });
    set({ src: result.image.src, width: result.image.width, height: result.image.height });
  };
  return (
    <fieldset className="rounded-lg border border-ink/15 p-3">
      <legend className="px-1 text-sm font-semibold">
        {field.label}
        {field.required && <span className="sr-only"> (required)</span>}
      </legend>
      <div className="flex flex-wrap items-start gap-4">
        {typeof image?.src === 'string' && image.src && <img src={image.src} alt="" className="h-24 w-32 rounded border border-ink/10 object-cover" />}
        <div className="min-w-0 flex-1 space-y-3">
          <div>
            <label htmlFor={fileId} className="block text-sm font-semibold">
              {image?.src ? 'Replace the image' : 'Upload an image'}
            </label>
            <input
              id={fileId}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
              aria-describedby={state.failure ? `${fileId}-error` : `${fileId}-hint`}
              disabled={state.busy}
              className="mt-1 block text-sm file:mr-3 file:rounded-full file:border-0 file:bg-plum file:px-4 file:py-2 file:font-semibold file:text-white"
              onChange={(e) => void pick(e.target.files?.[0])}
            />
            {state.failure ? (
              <p id={`${fileId}-error`} role="alert" className="mt-1 text-sm text-alert-red">
                {state.failure}
              </p>
            ) : (
              <p id={`${fileId}-hint`} className="mt-1 text-sm text-ink-muted" aria-live="polite">
                {state.busy ? 'Uploading…' : 'PNG, JPEG, WebP, GIF or AVIF, up to 5 MB.'}
              </p>
            )}
          </div>
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
              value={typeof image?.alt === 'string' ? image.alt : ''}
              onChange={(e) => set({ alt: e.target.value })}
            />
          )}
          <TextField
            id={inputId(pathOf(path, 'src'))}
            label="Image address"
            required={field.required}
            error={srcError}
            value={typeof image?.src === 'string' ? image.src : ''}
            onChange={(e) => set({ src: e.target.value })}
          />
        </div>
      </div>
      {!field.required && image && (
        <button type="button" className="mt-2 text-sm font-semibold text-alert-red underline" onClick={() => onChange(null)}>
          Remove {field.label.toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}
