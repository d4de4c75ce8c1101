import type { CompleteResume, User } from '@resume/contracts';

/**
 * The owner as a visitor sees them: the fields the resume header shows, and the plan (the page's chrome depends
 * on it, spec 2.8). Secrets and account links (domain security code, LinkedIn id) are never sent.
 */
export function publicOwner(user: User): User {
  return { ...user, domainSecurityCode: null, linkedinId: null };
}

export function publicResume<T extends CompleteResume>(resume: T): T {
  return { ...resume, user: publicOwner(resume.user) };
}
