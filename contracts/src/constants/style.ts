/** Spec section 9: themes, fonts, presets, layout grid. */
export const THEMES = {
  blue: { primary: '#3B82F6', secondary: '#60A5FA' },
  green: { primary: '#10B981', secondary: '#34D399' },
  purple: { primary: '#8B5CF6', secondary: '#A78BFA' },
  red: { primary: '#EF4444', secondary: '#F87171' },
  yellow: { primary: '#F59E0B', secondary: '#FBBF24' },
  gray: { primary: '#4B5563', secondary: '#6B7280' },
} as const;
export type Theme = keyof typeof THEMES;
export const THEME_NAMES = Object.keys(THEMES) as Theme[];
export const DEFAULT_THEME: Theme = 'blue';

export const FONTS = [
  'Inter',
  'Roboto',
  'Open Sans',
  'Lato',
  'Montserrat',
  'Source Sans 3',
  'Raleway',
  'Work Sans',
  'Playfair Display',
  'Merriweather',
] as const;
export type Font = (typeof FONTS)[number];
export const DEFAULT_FONT: Font = 'Inter';
export const WEB_FONT_WEIGHTS = { min: 300, max: 700 } as const;

export const ACCENT_STYLES = ['border-top', 'border-right', 'border-bottom', 'border-left'] as const;
export type AccentStyle = (typeof ACCENT_STYLES)[number];
export const DEFAULT_ACCENT_STYLE: AccentStyle = 'border-left';

export const DEFAULT_COLORS = { primary: '#3B82F6', secondary: '#60A5FA' } as const;
export const PAGE_MARGIN = { default: 0.25, min: 0.25, max: 2, step: 0.25 } as const;

export const SYSTEM_TEMPLATE_USER_ID = -1;
/**
 * The two system presets (spec 9). The backend seeds them as template rows with these ids (userId NULL, shown
 * as -1), so share links can name them; each secondary colour is one Tailwind step lighter than its primary.
 */
export const SYSTEM_PRESETS = {
  traditional: {
    id: 'preset-traditional',
    name: 'Traditional Template',
    primaryColor: '#2563EB',
    secondaryColor: '#3B82F6',
  },
  modern: { id: 'preset-modern', name: 'Modern Template', primaryColor: '#8B5CF6', secondaryColor: '#A78BFA' },
} as const;

export const LAYOUT_COLUMNS = 12;
export const SECTION_IDS = [
  'personal-info',
  'summary',
  'experience',
  'education',
  'skills',
  'projects',
  'certifications',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];
export const SECTION_LABELS: Record<SectionId, string> = {
  'personal-info': 'Personal Information',
  summary: 'Professional Summary',
  experience: 'Work Experience',
  education: 'Education',
  skills: 'Skills',
  projects: 'Projects',
  certifications: 'Certifications',
};

export const SECTION_WIDTHS = {
  full: 12,
  half: 6,
  third: 4,
  quarter: 3,
  'two-thirds': 8,
  'three-quarters': 9,
} as const;
export type SectionWidth = keyof typeof SECTION_WIDTHS;
/** The order in which the layout editor cycles widths (spec 4). */
export const SECTION_WIDTH_CYCLE: SectionWidth[] = ['full', 'half', 'two-thirds', 'three-quarters', 'third', 'quarter'];
export const DEFAULT_SECTION_WIDTHS: Record<SectionId, SectionWidth> = {
  'personal-info': 'full',
  summary: 'full',
  experience: 'half',
  education: 'half',
  skills: 'half',
  projects: 'half',
  certifications: 'half',
};

export const TECHNICAL_SKILLS_CATEGORY = 'Technical Skills';
export const DEFAULT_SKILL_CATEGORY = 'Other';
