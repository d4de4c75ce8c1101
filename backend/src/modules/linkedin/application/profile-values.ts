import type { User } from '@resume/contracts';
import type { ProfileValues } from '../domain/profile-fill';

/** The fields sync and import may fill, as they are now: the account's, and the resume's summary. */
export function currentProfile(user: User, summary: string | null): ProfileValues {
  return {
    name: user.name,
    title: user.title,
    location: user.location,
    linkedin: user.linkedin,
    website: user.website,
    summary,
  };
}

/** The account's part of a fill (everything but the resume's summary). */
export function accountPatch(patch: ProfileValues): Partial<Record<Exclude<keyof ProfileValues, 'summary'>, string>> {
  const { summary: _summary, ...rest } = patch;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => typeof v === 'string')) as Partial<
    Record<Exclude<keyof ProfileValues, 'summary'>, string>
  >;
}
