import type { ShareLinkDetails } from '@resume/contracts';
import { useShareManagerT } from '../locales/use-share-manager-t';
import { ShareLinkCard } from './ShareLinkCard';
import type { ShareLinksPageState } from './use-share-links-page';

/** The links on a phone (below `sm`, issue 25): one card each, actions on screen. */
export function ShareLinkCardList({ links, page }: { links: ShareLinkDetails[]; page: ShareLinksPageState }) {
  const t = useShareManagerT();
  return (
    <ul className="min-w-0 space-y-3" aria-label={t('shareLinks.listLabel')} data-testid="share-link-cards">
      {links.map((link) => (
        <ShareLinkCard key={link.id} {...page.viewOf(link)} />
      ))}
    </ul>
  );
}
