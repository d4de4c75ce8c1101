import type { User as UserJson } from '@resume/contracts';
import type { User } from '../../domain/user';

/** The account as the API shows it (contracts' User): no timestamps. */
export function toUserJson(user: User): UserJson {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    title: user.title,
    email: user.email,
    phone: user.phone,
    location: user.location,
    linkedin: user.linkedin,
    github: user.github,
    website: user.website,
    plan: user.plan,
    subscriptionStatus: user.subscriptionStatus,
    domain: user.domain,
    customDomain: user.customDomain,
    domainSecurityCode: user.domainSecurityCode,
    subdomain: user.subdomain,
    linkedinId: user.linkedinId,
    publicPage: user.publicPage,
    showEmail: user.showEmail,
    showPhone: user.showPhone,
    showLocation: user.showLocation,
    interfaceLanguage: user.interfaceLanguage,
  };
}
