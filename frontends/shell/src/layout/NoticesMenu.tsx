import { Link } from 'react-router-dom';
import { Bell } from 'lucide-react';
import { MESSAGES, type ReadNotice } from '@resume/contracts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  relativeTime,
} from '@resume/platform';
import { useMarkNoticesRead, useReadNotices } from '@resume/features';

const W = MESSAGES.shareLinks.reading;

const noticeText = (notice: ReadNotice) => W.firstOpened(notice.linkName ? `"${notice.linkName}"` : W.completeResume);

/**
 * The bell in the header (docs/decisions/0053-read-notices.md): how many notices are unread, and the list of them
 * (a link opened for the first time), each leading to Manage Share Links; opening one marks it read.
 */
export function NoticesMenu() {
  const notices = useReadNotices();
  const markRead = useMarkNoticesRead();
  const unread = notices.data?.unread ?? [];
  const label = unread.length ? `${W.noticesTitle} (${unread.length} unread)` : W.noticesTitle;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          aria-label={label}
          data-testid="notices-button"
          className="relative flex h-10 w-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          <Bell className="h-5 w-5" aria-hidden="true" />
          {unread.length ? (
            <span
              data-testid="notices-count"
              className="absolute right-1 top-1 min-w-[1.1rem] rounded-full bg-red-600 px-1 text-center text-[0.65rem] font-semibold leading-[1.1rem] text-white"
            >
              {unread.length}
            </span>
          ) : null}
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80" data-testid="notices-menu">
        <DropdownMenuLabel>{W.noticesTitle}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {unread.length === 0 ? (
          <p className="px-2 py-3 text-sm text-slate-500">{W.noNotices}</p>
        ) : (
          unread.map((notice) => (
            <DropdownMenuItem key={notice.id} asChild onSelect={() => markRead.mutate([notice.id])}>
              <Link to="/share-links" data-testid="notice" className="flex flex-col items-start gap-0.5">
                <span className="text-sm text-slate-900">{noticeText(notice)}</span>
                <time className="text-xs text-slate-500" dateTime={notice.at}>
                  {relativeTime(notice.at)}
                </time>
              </Link>
            </DropdownMenuItem>
          ))
        )}
        {unread.length ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem data-testid="notices-mark-all" onSelect={() => markRead.mutate(undefined)}>
              {W.markAllRead}
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
