/**
 * What an island uses of React Router, without a router (the islands build resolves 'react-router-dom' here,
 * webpack.config.js): a prerendered page is one document, so a link is a plain link and the query is the address
 * bar's. The build renders the islands with React Router's own Link, which writes the same element (plus its
 * data-discover mark, which hydration leaves as it is).
 */
import type { AnchorHTMLAttributes } from 'react';

export function Link({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

const NO_QUERY = new URLSearchParams();

export function useSearchParams(): [URLSearchParams] {
  return [typeof window === 'undefined' ? NO_QUERY : new URLSearchParams(window.location.search)];
}
