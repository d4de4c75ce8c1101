import { Link } from 'react-router-dom';
import { SiteFooter } from '@resume/resume-view';
import { Logo } from './Logo';

/** The site's footer (@resume/resume-view's chrome, shared with the free plan's public pages) in Tailwind's classes. */
export function Footer() {
  return (
    <SiteFooter
      LinkAs={Link}
      logo={<Logo />}
      year={new Date().getFullYear()}
      classes={{
        footer: 'border-t border-slate-200 bg-white',
        grid: 'container grid gap-10 py-12 md:grid-cols-4',
        brand: 'md:col-span-2',
        description: 'mt-3 max-w-sm text-sm text-slate-600',
        columnTitle: 'text-sm font-semibold text-slate-900',
        list: 'mt-3 space-y-2',
        link: 'text-sm text-slate-600 transition-colors hover:text-primary',
        bottom: 'border-t border-slate-100',
        copyright: 'container py-6 text-sm text-slate-500',
      }}
    />
  );
}
