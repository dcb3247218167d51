import { useId, useState, type FormEvent } from 'react';
import { Checkbox, TextField } from '../../../components/FormField';
import { MediaLibrary } from '../../../components/MediaLibrary';
import { CATALOGUE_PICTURES_MAX, type CatalogueProduct } from '../../../lib/api/contracts/catalogue';
import type { LibraryImage } from '../../../lib/api/contracts/media-library';
import { uploadImage } from '../../../lib/api/upload-image';
import { listCataloguePictures, saveCatalogueProduct } from '../api/catalogue';
import { SaveFooter, secondaryButton } from '../ui';
import { useSaveForm } from '../use-save-form';

interface Picture {
  src: string;
  alt: string;
  decorative: boolean;
}
const picturesOf = (product: CatalogueProduct): Picture[] => product.pictures.map((picture) => ({ src: picture.src, alt: picture.alt, decorative: !picture.alt }));

const small = 'rounded-full border border-plum/40 px-3 py-1 text-sm font-semibold text-plum hover:bg-soft-pink disabled:opacity-40';

/**
 * A product's pictures, in the order the product page shows them (the first
 * is the listings' and search's): chosen from the media library the studio
 * uses, or uploaded into it; each with alt text unless marked decorative;
 * moved up or down, or removed. Saved on their own, as one change.
 */
export function CataloguePictures({ product, onSaved }: { product: CatalogueProduct; onSaved: (product: CatalogueProduct) => void }) {
  const [pictures, setPictures] = useState(() => picturesOf(product));
  const { ref, errors, failure, saved, sending, refuse, send, changed, fail } = useSaveForm();
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [uploading, setUploading] = useState<string | null>(null);
  const fileId = useId();
  const full = pictures.length >= CATALOGUE_PICTURES_MAX;

  const change = (next: Picture[]) => {
    changed();
    setPictures(next);
  };
  const update = (index: number, changes: Partial<Picture>) => change(pictures.map((picture, i) => (i === index ? { ...picture, ...changes } : picture)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...pictures];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    change(next);
  };
  const add = (src: string, alt = '') => {
    if (pictures.some((picture) => picture.src === src)) return fail('That picture is already on the product.');
    fail(null);
    change([...pictures, { src, alt, decorative: false }]);
  };
  const choose = (image: LibraryImage) => {
    setLibraryOpen(false);
    add(image.src, image.alts[0] ?? '');
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading('Uploading…');
    const result = await uploadImage(file);
    setUploading(result.ok ? null : result.message);
    if (result.ok) add(result.image.src);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed: Record<string, string> = {};
    if (!pictures.length) typed.pictures = 'A product needs at least one picture.';
    pictures.forEach((picture, index) => {
      if (!picture.decorative && !picture.alt.trim()) typed[`pictures.${index}.alt`] = 'Say what the picture shows, or mark it decorative.';
    });
    if (refuse(typed)) return;
    const body = { pictures: pictures.map((picture) => ({ src: picture.src, alt: picture.decorative ? '' : picture.alt, decorative: picture.decorative })) };
    const result = await send(() => saveCatalogueProduct(product.key, body));
    if (!result) return;
    setPictures(picturesOf(result));
    onSaved(result);
  };

  return (
    <form ref={ref} noValidate aria-label="Pictures" className="grid gap-3" onSubmit={(event) => void submit(event)}>
      <h3 className="font-serif text-xl text-plum">Pictures</h3>
      <p className="text-sm text-ink-muted">The first picture shows in the listings and search; the product page shows them all, in this order.</p>
      {errors.pictures && (
        <p className="text-sm text-alert-red" role="alert">
          {errors.pictures}
        </p>
      )}
      <ol className="grid gap-3" aria-label="The product's pictures">
        {pictures.map((picture, index) => (
          <li key={picture.src} className="flex flex-wrap items-start gap-3 rounded-xl border border-plum/15 bg-white p-3">
            <img src={picture.src} alt="" width={96} height={96} className="h-24 w-24 shrink-0 rounded-lg bg-cream object-cover" />
            <div className="grid min-w-0 flex-1 gap-1">
              <p className="text-sm font-semibold text-ink">Picture {index + 1}</p>
              {picture.decorative ? (
                errors[`pictures.${index}.alt`] && <p className="text-sm text-alert-red">{errors[`pictures.${index}.alt`]}</p>
              ) : (
                <TextField
                  label={`Alt text of picture ${index + 1}`}
                  required
                  maxLength={200}
                  hint="What the picture shows, for people who cannot see it."
                  value={picture.alt}
                  error={errors[`pictures.${index}.alt`] ?? errors[`pictures.${index}.src`]}
                  onChange={(event) => update(index, { alt: event.target.value })}
                />
              )}
              <Checkbox label="Decorative: it shows nothing a shopper needs" checked={picture.decorative} onChange={(on) => update(index, { decorative: on })} />
              <div className="flex flex-wrap gap-2">
                <button type="button" className={small} disabled={index === 0} onClick={() => move(index, -1)}>
                  Move up<span className="sr-only"> picture {index + 1}</span>
                </button>
                <button type="button" className={small} disabled={index === pictures.length - 1} onClick={() => move(index, 1)}>
                  Move down<span className="sr-only"> picture {index + 1}</span>
                </button>
                <button type="button" className={`${small} text-alert-red`} onClick={() => change(pictures.filter((_, i) => i !== index))}>
                  Remove<span className="sr-only"> picture {index + 1}</span>
                </button>
              </div>
            </div>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-end gap-3">
        <button type="button" className={secondaryButton} disabled={full} onClick={() => setLibraryOpen(true)}>
          Choose from the media library
        </button>
        <div>
          <label htmlFor={fileId} className="block text-sm font-semibold">
            Upload a picture
          </label>
          <input
            id={fileId}
            type="file"
            disabled={full || uploading === 'Uploading…'}
            accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
            aria-describedby={`${fileId}-hint`}
            className="mt-1 block text-sm file:mr-3 file:rounded-full file:border-0 file:bg-plum file:px-4 file:py-2 file:font-semibold file:text-white"
            onChange={(event) => void upload(event.target.files?.[0])}
          />
        </div>
      </div>
      <p id={`${fileId}-hint`} className={`text-sm ${uploading && uploading !== 'Uploading…' ? 'text-alert-red' : 'text-ink-muted'}`} aria-live="polite">
        {uploading ?? (full ? `A product shows at most ${CATALOGUE_PICTURES_MAX} pictures.` : 'PNG, JPEG, WebP, GIF or AVIF, up to 5 MB.')}
      </p>
      <SaveFooter failure={failure} saved={saved && 'Pictures saved. The shop shows them within a minute.'} sending={sending} label="Save pictures" />
      <MediaLibrary open={libraryOpen} onClose={() => setLibraryOpen(false)} onChoose={choose} load={listCataloguePictures} />
    </form>
  );
}
