/** What the OpenID Connect userinfo endpoint says of the member (scopes openid profile email). */
export interface LinkedInMember {
  /** The member id for this application (OIDC `sub`): kept as users.linkedinId. */
  sub: string;
  name: string | null;
  givenName: string | null;
  familyName: string | null;
  picture: string | null;
  email: string | null;
  locale: string | null;
  /** Not in LinkedIn's OIDC userinfo today; read when a provider gives them (the simulation does). */
  headline: string | null;
  profileUrl: string | null;
}

/** The member's full name: `name`, else given and family name. */
export function fullNameOf(member: LinkedInMember): string | null {
  const joined = [member.givenName, member.familyName].filter((p) => p && p.trim()).join(' ');
  return member.name?.trim() || joined || null;
}
