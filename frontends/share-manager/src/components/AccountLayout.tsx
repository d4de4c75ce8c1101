import type { ReactNode } from 'react';
import { AccountSidebar, useUser } from '@resume/platform';

/** The account sidebar (spec 2.4) beside the page, as on the editor; the sidebar hides on small screens. */
export function AccountLayout({ children }: { children: ReactNode }) {
  const { data: user } = useUser();
  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <div className="hidden lg:block">{user ? <AccountSidebar user={user} /> : null}</div>
      <div className="grid min-w-0 content-start gap-6">{children}</div>
    </div>
  );
}

/** The page title block: an h1, a short description and the page's main action. */
export function PageHeader({
  title,
  description,
  action,
}: {
  title: string;
  description: ReactNode;
  action?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 max-w-2xl text-sm text-slate-600">{description}</p>
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </header>
  );
}
