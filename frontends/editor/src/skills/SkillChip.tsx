import { X } from 'lucide-react';
import { MESSAGES, SKILL_LEVEL, TECHNICAL_SKILLS_CATEGORY, type Skill } from '@resume/contracts';
import { cn } from '@resume/platform';
import { useDeleteSkill } from '@resume/features';
import { reportSaveError, showSuccess } from '../forms/form-errors';

/** A skill chip with its level; the delete button shows on hover and on keyboard focus. */
export function SkillChip({ skill }: { skill: Skill }) {
  const remove = useDeleteSkill();
  const technical = skill.category === TECHNICAL_SKILLS_CATEGORY;
  const onDelete = () =>
    remove.mutate(skill.id, {
      onSuccess: () => showSuccess(MESSAGES.items.skill.deleted),
      onError: (error) => reportSaveError(error, MESSAGES.items.skill.deleteFailed),
    });
  return (
    <li
      data-testid="skill-chip"
      className={cn(
        'group relative inline-flex items-center gap-2 rounded-full border py-1 pe-1.5 ps-3 text-sm font-medium',
        technical ? 'border-blue-200 bg-blue-50 text-blue-800' : 'border-emerald-200 bg-emerald-50 text-emerald-800',
      )}
    >
      <span>{skill.name}</span>
      <span className="flex gap-0.5" aria-label={`Level ${skill.level} of ${SKILL_LEVEL.max}`} role="img">
        {Array.from({ length: SKILL_LEVEL.max }, (_, i) => (
          <span
            key={i}
            className={cn(
              'h-1.5 w-1.5 rounded-full',
              i < skill.level ? (technical ? 'bg-blue-500' : 'bg-emerald-500') : 'bg-slate-300',
            )}
          />
        ))}
      </span>
      <button
        type="button"
        aria-label={`Delete skill ${skill.name}`}
        onClick={onDelete}
        disabled={remove.isPending}
        className="rounded-full p-0.5 text-slate-500 opacity-0 transition-opacity hover:bg-white hover:text-red-600 focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary group-hover:opacity-100 group-focus-within:opacity-100"
      >
        <X className="h-3.5 w-3.5" aria-hidden="true" />
      </button>
    </li>
  );
}
