import { useState } from 'react';
import type { Image } from '../../lib/api/contracts/common';
import { useClientStore } from '../../stores/hydrated';
import { $chosenVariant } from './stores/product';
import Picture from '../../components/Picture';

interface Props {
  images: Image[];
  name: string;
}

/** The product's images with thumbnails; the chosen size's picture leads once a size is chosen. */
export default function ProductGallery({ images, name }: Props) {
  // It wakes because a size was chosen: it hydrates as pre-rendered (no size), then shows that size's picture.
  const variant = useClientStore($chosenVariant, null);
  const [picked, setPicked] = useState<string | null>(null);
  const all = [...(variant?.image ? [variant.image] : []), ...images].filter((image, index, list) => list.findIndex((i) => i.url === image.url) === index);
  const main = all.find((i) => i.url === picked) ?? (variant?.image && !picked ? variant.image : all[0]);
  if (!main) return null;
  return (
    <div className="grid gap-3">
      <div className="aspect-square overflow-hidden rounded-xl bg-cream">
        <Picture src={main.url} alt={main.altText} width={720} height={720} layout="gallery" loading="eager" fetchPriority="high" className="h-full w-full" />
      </div>
      {all.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto" aria-label={`Pictures of ${name}`}>
          {all.map((image, index) => (
            <li key={image.url} className="shrink-0">
              <button
                type="button"
                aria-label={`Show picture ${index + 1}: ${image.altText}`}
                aria-pressed={image.url === main.url}
                className={`block h-18 w-18 overflow-hidden rounded-md border-2 ${image.url === main.url ? 'border-plum' : 'border-transparent'}`}
                onClick={() => setPicked(image.url)}
              >
                <Picture src={image.url} alt="" width={72} height={72} layout="thumb" sizes="72px" className="h-full w-full" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
