import { tailorItems } from '@resume/contracts';
import type {
  CompleteResume,
  Filter,
  PublicCompleteResume,
  PublicUser,
  SharedResume,
  ShareLinkWarning,
  Template,
  User,
} from '@resume/contracts';

/**
 * The owner as a visitor sees them: the fields the resume header shows, and the plan (the page's chrome depends
 * on it, spec 2.8). Secrets and account links (domain security code, LinkedIn id) are never sent, and neither is
 * a contact field the owner hides (docs/decisions/0013-privacy.md): it is null, so no page or PDF can show it.
 */
export function publicOwner(user: User): PublicUser {
  // Field by field, so a field added to accounts stays private until it is added here.
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    title: user.title,
    email: user.showEmail ? user.email : null,
    phone: user.showPhone ? user.phone : null,
    location: user.showLocation ? user.location : null,
    linkedin: user.linkedin,
    github: user.github,
    website: user.website,
    plan: user.plan,
    subscriptionStatus: user.subscriptionStatus,
    // A custom domain is the owner's claim until DNS proves it (a pending one names someone else's domain as
    // theirs); the page needs neither: null here, the owner's domain screen has them.
    domain: null,
    customDomain: null,
    domainSecurityCode: null,
    subdomain: user.subdomain,
    linkedinId: null,
    publicPage: user.publicPage,
    showEmail: user.showEmail,
    showPhone: user.showPhone,
    showLocation: user.showLocation,
  };
}

/** Whether /r/{username} and GET /api/resume/{username} may show this owner's resume (else the unknown-user 404). */
export function hasPublicPage(user: Pick<User, 'publicPage'>): boolean {
  return user.publicPage === true;
}

export function publicResume(resume: CompleteResume): PublicCompleteResume {
  return { ...resume, user: publicOwner(resume.user) };
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
  shown: PublicCompleteResume,
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
