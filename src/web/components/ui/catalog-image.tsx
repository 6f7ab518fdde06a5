import { type ImgHTMLAttributes, useState } from 'react';

const PLACEHOLDER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 245 342"><rect width="245" height="342" rx="14" fill="#1c2333"/><rect x="14" y="14" width="217" height="314" rx="8" fill="none" stroke="#3a4560" stroke-width="3"/><circle cx="122" cy="160" r="38" fill="none" stroke="#3a4560" stroke-width="6"/><path d="M84 160h76" stroke="#3a4560" stroke-width="6"/><text x="122" y="262" font-family="sans-serif" font-size="18" fill="#6b7a99" text-anchor="middle">No image</text></svg>',
  );

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src?: string | null;
  /** Shown instead of the generic placeholder when `src` is missing or does not load. */
  fallbackSrc?: string;
};

/** An image that falls back to a placeholder when the URL is missing or does not load. */
export function CatalogImage({ src, alt, fallbackSrc, ...rest }: Props) {
  const [failed, setFailed] = useState(false);
  const shown = !src || failed ? (fallbackSrc ?? PLACEHOLDER) : src;
  return (
    <img
      {...rest}
      src={shown}
      alt={alt}
      data-placeholder={shown === PLACEHOLDER ? 'true' : undefined}
      onError={() => setFailed(true)}
      loading={rest.loading ?? 'lazy'}
    />
  );
}
