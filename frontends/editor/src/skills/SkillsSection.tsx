import { useState } from 'react';
import { Plus, Sparkles } from 'lucide-react';
import type { Skill } from '@resume/contracts';
import { Button } from '@resume/platform';
import { groupSkills } from '@resume/resume-view';
import { EmptySection } from '../components/EmptySection';
import { SectionCard } from '../components/SectionCard';
import { AddSkillDialog } from './AddSkillDialog';
import { SkillChip } from './SkillChip';

const byCategory = (a: { category: string }, b: { category: string }) =>
  a.category.localeCompare(b.category, 'en', { sensitivity: 'base' }) || (a.category < b.category ? -1 : 1);

/**
 * Skills grouped by category (alphabetically, as the API lists them), each group in skill order; added through a
 * dialog, removed from the chip without confirmation (spec 4).
 */
export function SkillsSection({ skills }: { skills: readonly Skill[] }) {
  const [adding, setAdding] = useState(false);
  const groups = groupSkills(skills).sort(byCategory);
  return (
    <SectionCard
      sectionId="skills"
      icon={Sparkles}
      actions={
        <Button size="sm" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          Add Skill
        </Button>
      }
    >
      {groups.length === 0 ? (
        <EmptySection addLabel="Add Skill" />
      ) : (
        <div className="grid gap-5">
          {groups.map(({ category, skills: list }) => (
            <div key={category} data-testid="skill-category">
              <h3 className="mb-2 text-sm font-semibold text-slate-700">{category}</h3>
              <ul className="flex flex-wrap gap-2" aria-label={`${category} skills`}>
                {list.map((skill) => (
                  <SkillChip key={skill.id} skill={skill} />
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      <AddSkillDialog open={adding} onOpenChange={setAdding} skills={skills} />
    </SectionCard>
  );
}
