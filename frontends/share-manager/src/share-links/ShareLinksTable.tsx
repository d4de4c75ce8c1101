import type { ShareLinkDetails } from '@resume/contracts';
import { Card } from '@resume/platform';
import { useShareManagerT } from '../locales/use-share-manager-t';
import { ShareLinkRow } from './ShareLinkRow';
import type { ShareLinksPageState } from './use-share-links-page';

/** The links as spec 2.12's table: Link Details, Filter & Template, Security, Created, Views and the actions. */
export function ShareLinksTable({ links, page }: { links: ShareLinkDetails[]; page: ShareLinksPageState }) {
  const t = useShareManagerT();
  const columns = ['details', 'filterTemplate', 'security', 'created'] as const;
  return (
    <Card className="overflow-hidden">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[52rem] text-start text-sm" data-testid="share-links-table">
          <caption className="sr-only">{t('shareLinks.listLabel')}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 text-start">
                  {t(`shareLinks.columns.${column}`)}
                </th>
              ))}
              <th scope="col" className="px-4 py-3 text-end">
                {t('shareLinks.columns.views')}
              </th>
              <th scope="col" className="px-4 py-3 text-end">
                <span className="sr-only">{t('shareLinks.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {links.map((link) => (
              <ShareLinkRow key={link.id} {...page.viewOf(link)} />
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
