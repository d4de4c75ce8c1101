import * as React from 'react';
import { cn } from '../lib/cn';

export const Label = React.forwardRef<HTMLLabelElement, React.LabelHTMLAttributes<HTMLLabelElement>>(
  ({ className, ...props }, ref) => (
    // The caller ties it to its control with htmlFor (FormField does); the kit cannot know the control.
    // eslint-disable-next-line jsx-a11y/label-has-associated-control
    <label ref={ref} className={cn('text-sm font-medium leading-none text-slate-700', className)} {...props} />
  ),
);
Label.displayName = 'Label';
