import type { CompleteResume, Filter, Template, User } from '@resume/contracts';
import type { ShareLink } from '../domain/share-link';
import { SharedContent } from './ports/shared-content';

/** What a live link shows now: the owner's whole resume, and the link's filter and template (null: none). */
export interface LiveShare {
  complete: CompleteResume;
  filter: Filter | null;
  template: Template | null;
}

/**
 * The one way a live link's content is read: a visit assembles it (OpenSharedResume) and a freeze keeps it
 * (ShareFreezer), so a frozen link shows what the live one showed.
 */
export async function readLiveShare(
  content: SharedContent,
  link: Pick<ShareLink, 'userId' | 'filterId' | 'templateId'>,
  owner: User,
): Promise<LiveShare> {
  const [complete, filter, template] = await Promise.all([
    content.complete(owner),
    link.filterId ? content.filter(link.userId, link.filterId) : null,
    link.templateId ? content.template(link.userId, link.templateId) : null,
  ]);
  return { complete, filter, template };
}
