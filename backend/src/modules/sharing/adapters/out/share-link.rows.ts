import type { ShareLink } from '../../domain/share-link';
import { ShareLinkOrmEntity } from './share-link.orm-entity';

/** A share_links row as the domain's ShareLink (the drivers give booleans as 0/1 and an old row no updatedAt). */
export const toLink = (row: ShareLinkOrmEntity): ShareLink => ({
  ...row,
  noindex: Boolean(row.noindex),
  allowPdfDownload: Boolean(row.allowPdfDownload),
  updatedAt: row.updatedAt ?? row.createdAt,
});

export const toRow = (link: ShareLink): ShareLinkOrmEntity => Object.assign(new ShareLinkOrmEntity(), link);
