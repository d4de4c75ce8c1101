import { Link } from 'react-router-dom';
import { MESSAGES } from '@resume/contracts';
import { Logo, PRODUCT_NAME } from './Logo';

const FEATURES = ['Resume Builder', 'Custom Templates', 'Position Filters', 'Shareable Links'];
const COMPANY = ['About', 'Blog', 'Contact', 'Privacy'];

function FooterColumn({ title, links }: { title: string; links: string[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((label) => (
          <li key={label}>
            <Link to="/" className="text-sm text-slate-600 transition-colors hover:text-primary">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="container grid gap-10 py-12 md:grid-cols-4">
        <div className="md:col-span-2">
          <Logo />
          <p className="mt-3 max-w-sm text-sm text-slate-600">{MESSAGES.marketing.footer}</p>
        </div>
        <FooterColumn title="Features" links={FEATURES} />
        <FooterColumn title="Company" links={COMPANY} />
      </div>
      <div className="border-t border-slate-100">
        <p className="container py-6 text-sm text-slate-500" data-testid="copyright">
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
