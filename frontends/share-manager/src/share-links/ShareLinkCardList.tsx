import type { ShareLinkDetails } from '@resume/contracts';
import { shareLinkUrl } from '@resume/features';
import { useShareManagerT } from '../locales/use-share-manager-t';
import { ShareLinkCard } from './ShareLinkCard';
import type { ShareLinksPageState } from './use-share-links-page';

/** The links on a phone (below `sm`, issue 25): one card each, actions on screen. */
export function ShareLinkCardList({ links, page }: { links: ShareLinkDetails[]; page: ShareLinksPageState }) {
  const t = useShareManagerT();
  return (
    <ul className="min-w-0 space-y-3" aria-label={t('shareLinks.listLabel')} data-testid="share-link-cards">
      {links.map((link) => (
        <ShareLinkCard
          key={link.id}
          link={link}
          url={shareLinkUrl(link.shareableId)}
          template={page.templateOf(link)}
          reading={page.readingOf(link.id)}
          copied={page.isCopied(link.id)}
          analyticsOpen={page.isOpen(link)}
          actions={page.actions}
        />
      ))}
    </ul>
  );
}
