import * as React from 'react';
import { cn } from '../lib/cn';
import { fieldClassName } from './input';

export const Textarea = React.forwardRef<HTMLTextAreaElement, React.TextareaHTMLAttributes<HTMLTextAreaElement>>(
  ({ className, ...props }, ref) => <textarea ref={ref} className={cn(fieldClassName, 'py-2', className)} {...props} />,
);
Textarea.displayName = 'Textarea';
