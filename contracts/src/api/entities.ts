import type { Language } from '../i18n/languages';
/** Spec section 3: the entities as the API sends them (JSON; dates as ISO strings). */
import type { AccentStyle, Font, Plan, SectionId, SectionWidth, Theme } from '../constants';
import type { PaperSize } from './pdf';
import type { ResumeLanguage } from '../languages/languages';
import type { SectionHeadings } from '../languages/section-headings';

export interface User {
  id: string;
  name: string | null;
  username: string;
  title: string | null;
  email: string;
  phone: string | null;
  location: string | null;
  linkedin: string | null;
  github: string | null;
  website: string | null;
  plan: Plan;
  subscriptionStatus: string | null;
  domain: string | null;
  customDomain: string | null;
  domainSecurityCode: string | null;
  subdomain: string | null;
  linkedinId: string | null;
  /**
   * Not in the spec (docs/decisions/0013-privacy.md): whether /r/{username} and /api/resume/{username} show the
   * resume (off: the same 404 as an unknown username), and which contact fields public and shared pages show.
   */
  publicPage: boolean;
  showEmail: boolean;
  showPhone: boolean;
  showLocation: boolean;
  /**
   * Not in the spec (docs/decisions/0049-app-translations.md): the language the app speaks to this person, chosen
   * in the footer or the profile; null until they choose (the browser's language applies).
   */
  interfaceLanguage: Language | null;
}

/** The owner's page settings (docs/decisions/0013-privacy.md), changed with PATCH /api/user. */
export const PRIVACY_FIELDS = ['publicPage', 'showEmail', 'showPhone', 'showLocation'] as const;
export type PrivacyField = (typeof PRIVACY_FIELDS)[number];
export type PrivacySettings = Pick<User, PrivacyField>;

/**
 * The owner as public and shared answers send them: what the resume header shows and whether their public page is on
 * (a share page links to it), field by field; a contact field the owner hides is null, never sent. No internal id,
 * plan, subscription status, domain or account link (docs/decisions/0013-privacy.md, 0038).
 */
export interface PublicUser extends Pick<
  User,
  'name' | 'username' | 'title' | 'phone' | 'location' | 'linkedin' | 'github' | 'website'
> {
  email: string | null;
  publicPage: boolean;
}

export interface Resume {
  id: string;
  summary: string | null;
  lastUpdated: string;
  font: Font | string;
  theme: Theme;
  /**
   * Not in the spec (issue 27, docs/decisions/0047-resume-language.md): the language the resume is written in,
   * which decides its headings, words, date formats and the page's lang. Absent in a frozen link from before: en.
   */
  language: ResumeLanguage;
  /** The person's own headings, section -> heading; they beat the catalogue's. Absent in an older frozen link. */
  sectionHeadings: SectionHeadings;
}

export interface Experience {
  id: string;
  title: string;
  company: string;
  location: string | null;
  startDate: string;
  endDate: string | null;
  current: boolean;
  description: string | null;
  tags: string[];
  order: number;
}

export interface Education {
  id: string;
  degree: string;
  institution: string;
  location: string | null;
  startDate: string;
  endDate: string | null;
  gpa: string | null;
  description: string | null;
  order: number;
}

export interface Skill {
  id: string;
  category: string;
  name: string;
  level: number;
  /**
   * Spec 3: shades the skill's chip in the shared view, opacity min(90, 30 + proficiency*10) percent; null (none set,
   * and every skill from before the field existed) shows 40. A whole number SKILL_PROFICIENCY.min to .max.
   */
  proficiency: number | null;
  order: number;
}

export interface Project {
  id: string;
  name: string;
  url: string | null;
  description: string | null;
  year: string | null;
  tags: string[];
  order: number;
}

export interface Certification {
  id: string;
  name: string;
  issuer: string;
  issueDate: string | null;
  expirationDate: string | null;
  url: string | null;
  order: number;
}

export interface Filter {
  id: string;
  name: string;
  tags: string[];
  font?: string | null;
  primaryColor?: string | null;
  secondaryColor?: string | null;
  accentStyle?: AccentStyle | null;
  companyName?: string | null;
  logoImage?: string | null;
  headerImage?: string | null;
  /** Not in the spec (docs/decisions/0047-resume-language.md): this version's language; null: the resume's. */
  language?: ResumeLanguage | null;
}

export interface LayoutSection {
  id: SectionId;
  visible: boolean;
  order: number;
  width: SectionWidth;
  x: number;
  y: number;
  /** Legacy (spec 3): the column an older, fixed-column layout put the section in. Kept as sent, never used. */
  column?: number;
}

export interface TemplateLayout {
  sections: LayoutSection[];
  flexibleLayout: boolean;
  /** Legacy (spec 3): an older layout's column count. Kept as sent, never used: width, x and y place sections. */
  columns?: number;
}

export interface Template {
  id: string;
  /** -1 marks a system template or preset. */
  userId: string | -1;
  isDefault: boolean;
  primaryColor: string;
  secondaryColor: string;
  font: string;
  pageMargin: string;
  accentStyle: AccentStyle;
  companyName: string | null;
  logoImage: string | null;
  headerImage: string | null;
  layout: TemplateLayout;
  /**
   * Not in the spec (issue 26, docs/decisions/0043-page-size-and-running-elements.md): the paper this template
   * prints on; null lets the export choose (the export dialog's choice, else the person's location or language).
   * Absent in a template copy saved before it existed: null.
   */
  paperSize?: PaperSize | null;
  /**
   * Page numbers ('2 / 3') and the person's name on every printed page after the first. On by default; absent
   * (an older copy): on.
   */
  runningElements?: boolean;
  /**
   * Spec 3's stored layout document, the same object as `layout` (the template routes return both, so a client
   * reading either finds it; a save may send either). Absent where a template travels inside another answer.
   */
  layoutData?: TemplateLayout;
}

export interface ShareLink {
  id: string;
  shareableId: string;
  filterId: string | null;
  resumeId: string;
  templateId: string | null;
  securityCode: string | null;
  createdAt: string;
  viewCount: number;
  filter: { name: string } | null;
}

export interface CompleteResume {
  resume: Resume;
  user: User;
  experiences: Experience[];
  education: Education[];
  skills: Skill[];
  projects: Project[];
  certifications: Certification[];
}

/** A resume as visitors receive it (public and shared answers, the renderer's input): the owner as PublicUser. */
export interface PublicCompleteResume extends Omit<CompleteResume, 'user'> {
  user: PublicUser;
}

/**
 * What a visitor's page shows around the resume: whether it carries the product's branding (spec 1: the free plan's
 * site header, footer and 'Created with' line). A yes or no, so public answers never tell a stranger the owner's plan.
 */
export interface PublicPageChrome {
  productBranding: boolean;
}

export interface SharedResume extends PublicCompleteResume, PublicPageChrome {
  filter?: Filter;
  template?: Template;
}
