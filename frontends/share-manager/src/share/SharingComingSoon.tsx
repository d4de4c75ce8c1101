import { Link } from 'react-router-dom';
import { Filter, Link2, Share2 } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardHeader } from '@resume/platform';
import { AccountLayout, PageHeader } from '../components/AccountLayout';

const PAGES = {
  share: {
    title: 'Share Your Resume',
    description: 'Share your complete resume or a filtered version with a link.',
    icon: Share2,
  },
  'share-links': {
    title: 'Manage Share Links',
    description: 'See, copy, protect and delete the links you have shared.',
    icon: Link2,
  },
} as const;

/**
 * /share and /share-links (spec 2.11, 2.12) arrive with sharing. Until then the page says so and points to what
 * already works: filters, the tailored preview and the editor.
 */
export function SharingComingSoon({ page }: { page: keyof typeof PAGES }) {
  const { title, description, icon: Icon } = PAGES[page];
  return (
    <AccountLayout>
      <PageHeader title={title} description={description} />
      <Card data-testid="sharing-coming-soon">
        <CardHeader className="items-start">
          <span className="mb-2 flex h-11 w-11 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Icon className="h-5 w-5" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-semibold leading-tight text-slate-900">This page arrives with sharing</h2>
          <CardDescription>
            Share links, their security codes and view counts are on their way. Meanwhile you can prepare filters:
            each one is a tailored version of your resume you can preview now and share once links are here.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to="/filters">
              <Filter aria-hidden="true" />
              Go to Resume Filters
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/resume-editor">Edit your resume</Link>
          </Button>
        </CardContent>
      </Card>
    </AccountLayout>
  );
}
