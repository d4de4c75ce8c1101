import { contrastRatio, DEFAULT_SKILL_CATEGORY, TECHNICAL_SKILLS_CATEGORY, toHex, type Skill } from '@resume/contracts';

/** Chip shade (spec 3): opacity = min(90, 30 + proficiency*10) percent, or 40 without a proficiency. */
export function chipOpacity(proficiency: number | null | undefined): number {
  return typeof proficiency === 'number' && Number.isFinite(proficiency) ? Math.min(90, 30 + proficiency * 10) : 40;
}

const BLUE = [59, 130, 246];
const GREEN = [16, 185, 129];

const INKS = ['#0f172a', '#ffffff'];

/**
 * Blue for 'Technical Skills', green otherwise (spec 9), the shade over the white page; the text is whichever ink
 * reads better on the shade as painted (decision 0030: white on these shades stays under 4.5:1).
 */
export function chipColors(category: string, proficiency: number | null | undefined) {
  const [r, g, b] = category === TECHNICAL_SKILLS_CATEGORY ? BLUE : GREEN;
  const alpha = chipOpacity(proficiency) / 100;
  const painted = toHex([r, g, b].map((c) => c * alpha + 255 * (1 - alpha)));
  const color = [...INKS].sort((x, y) => contrastRatio(y, painted) - contrastRatio(x, painted))[0];
  return { background: `rgba(${r}, ${g}, ${b}, ${alpha})`, color };
}

/** Skills grouped by category in first-appearance order, each group in skill order. */
export function groupSkills(skills: readonly Skill[]): { category: string; skills: Skill[] }[] {
  const groups = new Map<string, Skill[]>();
  for (const skill of skills) {
    const category = skill.category?.trim() || DEFAULT_SKILL_CATEGORY;
    if (!groups.has(category)) groups.set(category, []);
    groups.get(category)!.push(skill);
  }
  return [...groups].map(([category, list]) => ({ category, skills: [...list].sort((a, b) => a.order - b.order) }));
}
