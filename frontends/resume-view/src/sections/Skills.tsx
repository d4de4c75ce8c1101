import type { Skill } from '@resume/contracts';
import type { HeadingTag } from '../lib/headings';
import { chipColors, groupSkills } from '../lib/skills';

export function SkillGroups({ skills, heading: Heading }: { skills: Skill[]; heading: HeadingTag }) {
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {groupSkills(skills).map((group) => (
        <div key={group.category} data-skill-category={group.category}>
          <Heading
            className="rv-skill-group-title"
            style={{ margin: '0 0 4px', fontSize: 12, fontWeight: 600, color: '#334155' }}
          >
            <bdi>{group.category}</bdi>
          </Heading>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 6 }}>
            {group.skills.map((s) => {
              // The shade is the proficiency's (spec 3); level is the editor's own 1-5 rating and shades nothing.
              const colors = chipColors(group.category, s.proficiency);
              return (
                <li
                  key={s.id}
                  data-entry="skill"
                  data-proficiency={s.proficiency ?? undefined}
                  style={{ ...colors, borderRadius: 999, padding: '2px 10px', fontSize: 12, fontWeight: 500 }}
                >
                  <bdi>{s.name}</bdi>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
