import { useId, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { MESSAGES } from '@resume/contracts';
import { findDuplicateTag } from '@resume/contracts/dto';
import { Input, Label, toast, useT } from '@resume/platform';

interface TagInputProps {
  value: string[];
  onChange: (tags: string[]) => void;
  label?: string;
}

/**
 * Tags (spec 5): Enter adds the trimmed text, blank is ignored, a duplicate (ignoring letter case, as the API
 * does) raises 'Duplicate tag'. Each tag has a remove button.
 */
export function TagInput({ value, onChange, label: givenLabel }: TagInputProps) {
  const t = useT('editor');
  const label = givenLabel ?? t('tags.label');
  const [draft, setDraft] = useState('');
  const id = useId();
  const hintId = `${id}-hint`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const tag = draft.trim();
    if (!tag) return;
    if (findDuplicateTag([...value, tag])) {
      toast({ ...MESSAGES.items.duplicateTag, variant: 'destructive' });
      return;
    }
    onChange([...value, tag]);
    setDraft('');
  };

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={label}>
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-0.5 pe-1 ps-2.5 text-xs font-medium text-primary"
            >
              {tag}
              <button
                type="button"
                aria-label={t('tags.remove', { tag })}
                onClick={() => onChange(value.filter((t) => t !== tag))}
                className="rounded-full p-0.5 hover:bg-blue-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
              >
                <X className="h-3 w-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Input
        id={id}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('tags.placeholder')}
        aria-describedby={hintId}
      />
      <p id={hintId} className="text-xs text-slate-500">
        {t('tags.hint')}
      </p>
    </div>
  );
}
