import { Link } from 'react-router-dom';
import { SiteLogo } from '@resume/resume-view';

/** The site's logo (@resume/resume-view's chrome, shared with the free plan's public pages) in Tailwind's classes. */
export function Logo() {
  return (
    <SiteLogo
      LinkAs={Link}
      classes={{
        logo: 'flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
        mark: 'flex h-8 w-8 items-center justify-center rounded-lg bg-primary text-white shadow-sm',
        icon: 'h-4 w-4',
        accent: 'text-primary',
      }}
    />
  );
}
