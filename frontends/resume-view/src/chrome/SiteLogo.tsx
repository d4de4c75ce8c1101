import { PRODUCT_NAME_WORDS, type LinkAs } from './site-chrome';

export interface SiteLogoClasses {
  logo: string;
  mark: string;
  icon: string;
  accent: string;
}

/** The document icon of the logo, drawn inline (the geometry of lucide's FileText): no icon library on the server. */
function DocumentIcon({ className }: { className: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      <path d="M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z" />
      <path d="M14 2v4a2 2 0 0 0 2 2h4" />
      <path d="M10 9H8" />
      <path d="M16 13H8" />
      <path d="M16 17H8" />
    </svg>
  );
}

/** The logo, linking home: 'Resume' and the accented 'Builder' read as the product's name. */
export function SiteLogo({ LinkAs: Link, classes }: { LinkAs: LinkAs; classes: SiteLogoClasses }) {
  const [first, second] = PRODUCT_NAME_WORDS;
  return (
    <Link to="/" className={classes.logo}>
      <span className={classes.mark}>
        <DocumentIcon className={classes.icon} />
      </span>
      <span>
        {first}
        <span className={classes.accent}>{second}</span>
      </span>
    </Link>
  );
}
