import { Link } from 'react-router-dom';
import { FileText } from 'lucide-react';

export const PRODUCT_NAME = 'ResumeBuilder';

export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
    >
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-primary text-white shadow-sm">
        <FileText className="h-4 w-4" aria-hidden="true" />
      </span>
      <span>
        Resume<span className="text-primary">Builder</span>
      </span>
    </Link>
  );
}
