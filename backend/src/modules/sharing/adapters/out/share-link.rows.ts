import type { Filter, Template } from '@resume/contracts';
import { parseJson } from '../../../../infrastructure/database/json-columns';
import type { Frozen, ShareLink } from '../../domain/share-link';
import { ShareLinkOrmEntity } from './share-link.orm-entity';

/** The frozen columns of a row: all set for a frozen link, all null for a live one. */
type FrozenColumns = Pick<ShareLinkOrmEntity, 'snapshotId' | 'frozenAt' | 'frozenFilter' | 'frozenTemplate'>;

function toFrozen({ snapshotId, frozenAt, frozenFilter, frozenTemplate }: FrozenColumns): Frozen | null {
  if (!snapshotId || !frozenAt) return null;
  return {
    snapshotId,
    at: frozenAt,
    filter: (parseJson(frozenFilter) as Filter | null) ?? null,
    template: (parseJson(frozenTemplate) as Template | null) ?? null,
  };
}

function frozenColumns(frozen: Frozen | null): FrozenColumns {
  return {
    snapshotId: frozen?.snapshotId ?? null,
    frozenAt: frozen?.at ?? null,
    frozenFilter: frozen?.filter ? JSON.stringify(frozen.filter) : null,
    frozenTemplate: frozen?.template ? JSON.stringify(frozen.template) : null,
  };
}

/** A share_links row as the domain's ShareLink (the drivers give booleans as 0/1 and an old row no updatedAt). */
export const toLink = (row: ShareLinkOrmEntity): ShareLink => {
  const { snapshotId: _s, frozenAt: _a, frozenFilter: _f, frozenTemplate: _t, ...link } = row;
  return {
    ...link,
    noindex: Boolean(row.noindex),
    allowPdfDownload: Boolean(row.allowPdfDownload),
    updatedAt: row.updatedAt ?? row.createdAt,
    frozen: toFrozen(row),
  };
};

export const toRow = ({ frozen, ...link }: ShareLink): ShareLinkOrmEntity =>
  Object.assign(new ShareLinkOrmEntity(), link, frozenColumns(frozen));
