import { Skeleton, VisuallyHidden } from '@mantine/core';
import { IconPhoto, IconPhotoOff } from '@tabler/icons-react';
import { useText } from '../i18n/language-provider.tsx';
import { useFileUrl } from '../lib/use-file-url.ts';
import classes from './image-collage.module.css';

/** Five tiles at most; with more images the fifth says how many are left ('+N'). */
const MAX_TILES = 5;

function Tile({ storageId, alt, moreCount }: { storageId: string; alt: string; moreCount: number }) {
  const { url, isError } = useFileUrl(storageId);
  const t = useText();
  return (
    <div className={classes.tile}>
      {url ? (
        <img src={url} alt={alt} className={classes.image} draggable={false} />
      ) : isError ? (
        <div className={classes.failed}>
          <IconPhotoOff size={24} aria-label={t('imageCollage.failed', { alt })} />
        </div>
      ) : (
        <Skeleton height="100%" radius={0} role="status" aria-label={t('imageCollage.loading', { alt })} />
      )}
      {moreCount > 0 && (
        <div className={classes.more}>
          <span aria-hidden>+{moreCount}</span>
          <VisuallyHidden>{t('imageCollage.more', { count: moreCount })}</VisuallyHidden>
        </div>
      )}
    </div>
  );
}

/**
 * Stored images of one item as a collage: none shows a placeholder, one to five each have their own layout,
 * and beyond five the fifth tile carries a '+N' overlay for the rest. Images load with the session token.
 */
export function ImageCollage({ storageIds, label }: { storageIds: string[]; label: string }) {
  const t = useText();
  if (storageIds.length === 0) {
    return (
      <div className={classes.empty} role="img" aria-label={t('imageCollage.noImage', { label })}>
        <IconPhoto size={44} stroke={1.4} />
      </div>
    );
  }
  const shown = storageIds.slice(0, MAX_TILES);
  const moreCount = storageIds.length - shown.length;
  return (
    <div className={classes.collage} data-layout={shown.length}>
      {shown.map((storageId, index) => (
        <Tile
          key={storageId}
          storageId={storageId}
          alt={t('imageCollage.alt', { label, index: index + 1, total: storageIds.length })}
          moreCount={index === shown.length - 1 ? moreCount : 0}
        />
      ))}
    </div>
  );
}
