import * as React from 'react';
import { cn } from '../lib/cn';

/** The look every text control shares (input, textarea, select): border, focus ring, invalid and disabled states. */
export const fieldClassName =
  'flex w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus-visible:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/30 disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-red-500 aria-[invalid=true]:ring-red-200';

export const Input = React.forwardRef<HTMLInputElement, React.InputHTMLAttributes<HTMLInputElement>>(
  ({ className, type, ...props }, ref) => (
    <input ref={ref} type={type} className={cn(fieldClassName, 'h-10 py-2', className)} {...props} />
  ),
);
Input.displayName = 'Input';
