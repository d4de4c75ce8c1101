import { Link } from 'react-router-dom';
import { SiteFooter, type FooterTexts } from '@resume/resume-view';
import { useT } from '@resume/platform';
import { LanguageSelect } from '@resume/features';
import { Logo } from './Logo';

/**
 * The site's footer (@resume/resume-view's chrome, shared with the free plan's public pages) in Tailwind's classes,
 * in the page's language, with the language choice under the copyright.
 */
export function Footer() {
  const t = useT();
  return (
    <SiteFooter
      LinkAs={Link}
      logo={<Logo />}
      year={new Date().getFullYear()}
      // The footer's texts as one object: SiteFooter fills the copyright's year and product itself.
      texts={t('footer', { returnObjects: true }) as unknown as FooterTexts}
      extra={<LanguageSelect className="container pb-6" />}
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
