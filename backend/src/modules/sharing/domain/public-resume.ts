import { hasPaidAccess, tailorItems } from '@resume/contracts';
import type {
  CompleteResume,
  Filter,
  PublicCompleteResume,
  PublicPageChrome,
  PublicResumeResponse,
  PublicUser,
  SharedResume,
  ShareLinkWarning,
  Template,
  User,
} from '@resume/contracts';

/**
 * The owner as a visitor sees them: the fields the resume header shows, and whether their public page is on (a share
 * page links to it). Field by field, so a field added to accounts stays private until it is added here: no internal
 * id, plan, subscription status, domain or account link (LinkedIn id), and a contact field the owner hides is null,
 * so no page or PDF can show it (docs/decisions/0013-privacy.md, 0038).
 */
export function publicOwner(user: User): PublicUser {
  return {
    name: user.name,
    username: user.username,
    title: user.title,
    email: user.showEmail ? user.email : null,
    phone: user.showPhone ? user.phone : null,
    location: user.showLocation ? user.location : null,
    linkedin: user.linkedin,
    github: user.github,
    website: user.website,
    publicPage: user.publicPage,
  };
}

/**
 * The page's chrome from the owner's account (spec 1, 2.8): the free plan's product branding or none. A yes or no,
 * never the plan, so a stranger does not learn who pays.
 */
export function publicChrome(owner: Pick<User, 'plan' | 'subscriptionStatus'>): PublicPageChrome {
  return { productBranding: !hasPaidAccess(owner) };
}

/** Whether /r/{username} and GET /api/resume/{username} may show this owner's resume (else the unknown-user 404). */
export function hasPublicPage(user: Pick<User, 'publicPage'>): boolean {
  return user.publicPage === true;
}

/** The resume as visitors receive it, without the page's chrome (a frozen link stores this). */
export function publicContent(resume: CompleteResume): PublicCompleteResume {
  return { ...resume, user: publicOwner(resume.user) };
}

/** GET /api/resume/{username}: the public resume and its page's chrome. */
export function publicResume(resume: CompleteResume): PublicResumeResponse {
  return { ...publicContent(resume), ...publicChrome(resume.user) };
}

/**
 * What a share link sends (spec 2.8, docs/decisions/0013-privacy.md): the public resume, tailored on the server by
 * the link's filter with the one tailoring rule (contracts rules/tailoring, as the renderer and the filtered preview
 * apply it), so the items a filter hides never leave the server. The filter travels along for the banner; the
 * renderer tailoring again changes nothing.
 */
export function sharedResume(resume: CompleteResume, filter: Filter | null, template: Template | null): SharedResume {
  return tailoredShare(publicResume(resume), filter, template);
}

/** A public resume as a link shows it: tailored by the link's filter, with the link's template (sharedResume). */
export function tailoredShare(
  shown: PublicCompleteResume & PublicPageChrome,
  filter: Filter | null,
  template: Template | null,
): SharedResume {
  return {
    ...shown,
    ...(filter
      ? {
          experiences: tailorItems(shown.experiences, filter.tags),
          projects: tailorItems(shown.projects, filter.tags),
          filter,
        }
      : {}),
    ...(template ? { template } : {}),
  };
}

/**
 * Whether a link's owner should hear that a security code protects nothing the public page does not show: the
 * link has a code while /r/{username} is on. The public page shows the complete resume, so even a filtered coded
 * link is then weaker than it looks.
 */
export function codedLinkWarnings(
  link: { securityCode: string | null },
  owner: Pick<User, 'publicPage'>,
): ShareLinkWarning[] {
  return link.securityCode && hasPublicPage(owner) ? ['PUBLIC_PAGE_ON'] : [];
}
