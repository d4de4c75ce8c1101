import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Label } from './label';

interface FormFieldProps {
  label: ReactNode;
  /** The field's error message; marks the control invalid and describes it. */
  error?: string;
  /** A hint under the control. */
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** One control (Input, Textarea, select...): it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** A label, one control and its error message, wired together for assistive technology. */
export function FormField({ label, error, hint, required, className, children }: FormFieldProps) {
  const generated = useId();
  const id = (isValidElement(children) && (children.props.id as string | undefined)) || generated;
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? messageId : null, hint && !error ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint && !error && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={messageId} role="alert" className="text-xs font-medium text-red-600" data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
