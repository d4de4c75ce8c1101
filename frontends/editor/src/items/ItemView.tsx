import { ExternalLink } from 'lucide-react';
import { Badge } from '@resume/platform';
import { Description } from '../components/Description';
import { TagList } from '../components/TagList';
import type { ItemSummary } from './item-config';

/** An item in view mode: heading, subheading, period, description (bullets) and tags. */
export function ItemView({ summary }: { summary: ItemSummary }) {
  const { heading, subheading, period, detail, url, badge, description, tags } = summary;
  return (
    <div className="min-w-0 flex-1">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold text-slate-900">{heading}</h3>
        {badge && <Badge variant="success">{badge}</Badge>}
      </div>
      {subheading && <p className="text-sm font-medium text-slate-600">{subheading}</p>}
      {(period || detail) && (
        <p className="mt-0.5 text-xs text-slate-500">{[period, detail].filter(Boolean).join(' · ')}</p>
      )}
      {url && (
        <a
          href={/^https?:\/\//i.test(url) ? url : `https://${url}`}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          {url}
          <ExternalLink className="h-3 w-3" aria-hidden="true" />
        </a>
      )}
      <Description text={description} />
      <TagList tags={tags ?? []} />
    </div>
  );
}
