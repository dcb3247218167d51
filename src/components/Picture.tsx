import { fallbackWidth, PICTURE_LAYOUTS, pictureSource, pictureSrcset, pictureUrl, PLACEHOLDER_WIDTH, type PictureLayoutName } from '../lib/images/pictures';

interface Props {
  /** The stored picture: a drawing under /images or an upload (/api/content/assets/…); any other address is drawn as it is. */
  src: string;
  alt: string;
  /** The picture's own proportions (or the box's): the browser keeps the room before it loads. */
  width: number;
  height: number;
  /** Which layout's widths and `sizes` (src/lib/images/pictures.ts). */
  layout: PictureLayoutName;
  /** `sizes` for a slot the layout's does not describe. */
  sizes?: string;
  /** The box: size, aspect, rounding, its place in the layout. */
  className?: string;
  /** The image inside the box: how it fills it (object-cover unless said), transitions. */
  imgClassName?: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
  decoding?: 'sync' | 'async' | 'auto';
  /** The blurred placeholder behind the picture until it loads (not for a picture stacked on another). */
  placeholder?: boolean;
  'aria-hidden'?: boolean;
}

/**
 * A stored picture as AVIF, WebP and JPEG at the layout's widths
 * (docs/adr/0759-one-image-pipeline.md), with its width and height, over a
 * blurred 16 px placeholder. Renders to plain HTML: usable from .astro files
 * without hydrating. The placeholder is an image of its own rather than a
 * background because the pages' CSP refuses style attributes.
 */
export default function Picture({
  src,
  alt,
  width,
  height,
  layout,
  sizes,
  className = '',
  imgClassName = 'object-cover',
  loading = 'lazy',
  fetchPriority,
  decoding = 'async',
  placeholder = true,
  'aria-hidden': ariaHidden,
}: Props) {
  const source = pictureSource(src);
  const common = { width, height, loading, decoding, fetchPriority, 'aria-hidden': ariaHidden } as const;
  if (!source) return <img src={src} alt={alt} {...common} className={`${className} ${imgClassName}`} />;
  const { widths, sizes: layoutSizes } = PICTURE_LAYOUTS[layout];
  const slot = sizes ?? layoutSizes;
  return (
    <span className={`${/\b(absolute|fixed|sticky)\b/.test(className) ? '' : 'relative '}block overflow-hidden ${className}`} data-picture={layout}>
      {placeholder && (
        <img
          src={pictureUrl(source, PLACEHOLDER_WIDTH, 'webp')}
          alt=""
          aria-hidden="true"
          width={width}
          height={height}
          loading={loading}
          decoding="async"
          data-placeholder=""
          className="absolute inset-0 h-full w-full scale-110 object-cover blur-lg"
        />
      )}
      <picture className="contents">
        <source type="image/avif" srcSet={pictureSrcset(source, widths, 'avif')} sizes={slot} />
        <source type="image/webp" srcSet={pictureSrcset(source, widths, 'webp')} sizes={slot} />
        <img
          src={pictureUrl(source, fallbackWidth(widths), 'jpg')}
          srcSet={pictureSrcset(source, widths, 'jpg')}
          sizes={slot}
          alt={alt}
          {...common}
          className={`relative block h-full w-full ${imgClassName}`}
        />
      </picture>
    </span>
  );
}
