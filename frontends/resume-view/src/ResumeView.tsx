/**
 * The one resume renderer (ARCHITECTURE property 3). Plain React with inline styles and no browser-only API,
 * so the same tree renders in the browser (previews, public pages) and on the server (renderToString for the
 * PDF and server-rendered public pages).
 */
import {
  defaultLayout,
  gridColumnStart,
  LAYOUT_COLUMNS,
  matchResumeLanguage,
  RESUME_WORDS,
  resumeLanguageOf,
  sectionHeading,
  SECTION_WIDTHS,
  sortSections,
  tailorItems,
  type PublicCompleteResume,
  type Filter,
  type ResumeLanguage,
  type SectionId,
  type Template,
} from '@resume/contracts';
import type { ReactNode } from 'react';
import { directionOf } from './lib/direction';
import { headingTag, type HeadingLevel } from './lib/headings';
import { safeImageSrc } from './lib/links';
import { PRINT_FLOW_CSS } from './lib/print-flow';
import { fontStack, PAGE_BACKGROUND, resolveStyle, type ResolvedStyle } from './lib/style';
import { CertificationList, EducationList, ExperienceList, ProjectList } from './sections/Entries';
import { PersonalInfo } from './sections/PersonalInfo';
import { SectionFrame } from './sections/SectionFrame';
import { SkillGroups } from './sections/Skills';

export interface ResumeViewProps {
  /** A complete resume, or one as visitors receive it (hidden contact fields null, already tailored: idempotent). */
  data: PublicCompleteResume;
  /** Keeps only experiences and projects with one of its tags; its style applies when there is no template. */
  filter?: Filter | null;
  template?: Template | null;
  /** The template designer's preview shows at most 2 entries per section. */
  maxEntriesPerSection?: number;
  /** The name's heading level: 1 where the resume is the page, lower inside a screen with its own headings. */
  headingLevel?: HeadingLevel;
  /**
   * A language (BCP 47) to show instead of the filter's and the resume's, for a caller that decides it itself;
   * absent: the filter's own, else the resume's (resumeLanguageOf, docs/decisions/0047-resume-language.md). It sets
   * the headings, words and dates, the article's `lang` and its direction (right to left for Arabic, Hebrew, Persian;
   * decision 0048).
   */
  language?: string;
}

type SectionRenderer = (
  data: PublicCompleteResume,
  style: ResolvedStyle,
  level: HeadingLevel,
  language: ResumeLanguage,
) => ReactNode | null;

const nonEmpty = <T,>(items: T[], render: (items: T[]) => ReactNode) => (items.length > 0 ? render(items) : null);

/** What each section shows; null when it has no entries (spec 2.8: shown only with entries). */
const SECTIONS: Record<SectionId, SectionRenderer> = {
  'personal-info': (d, s, level) => <PersonalInfo user={d.user} style={s} heading={headingTag(level, 0)} />,
  summary: (d) =>
    d.resume.summary?.trim() ? (
      <p
        className="rv-text"
        style={{ margin: 0, fontSize: 13, lineHeight: 1.55, color: '#1e293b', whiteSpace: 'pre-line' }}
      >
        {d.resume.summary}
      </p>
    ) : null,
  experience: (d, _s, level, language) =>
    nonEmpty(d.experiences, (items) => (
      <ExperienceList items={items} heading={headingTag(level, 2)} language={language} />
    )),
  education: (d, _s, level, language) =>
    nonEmpty(d.education, (items) => (
      <EducationList items={items} heading={headingTag(level, 2)} language={language} />
    )),
  skills: (d, _s, level) =>
    nonEmpty(d.skills, (items) => <SkillGroups skills={items} heading={headingTag(level, 2)} />),
  projects: (d, s, level, language) =>
    nonEmpty(d.projects, (items) => (
      <ProjectList items={items} style={s} heading={headingTag(level, 2)} language={language} />
    )),
  certifications: (d, s, level, language) =>
    nonEmpty(d.certifications, (items) => (
      <CertificationList items={items} style={s} heading={headingTag(level, 2)} language={language} />
    )),
};

const byOrder = <T extends { order: number }>(items: readonly T[]) => [...items].sort((a, b) => a.order - b.order);

/** The data as shown: lists in order, tailored by the filter, cut to the preview limit. */
export function prepareResume<T extends PublicCompleteResume>(data: T, filter?: Filter | null, max?: number): T {
  const cut = <T,>(items: T[]) => (max === undefined ? items : items.slice(0, max));
  return {
    ...data,
    experiences: cut(tailorItems(byOrder(data.experiences), filter?.tags)),
    projects: cut(tailorItems(byOrder(data.projects), filter?.tags)),
    education: cut(byOrder(data.education)),
    skills: byOrder(data.skills),
    certifications: cut(byOrder(data.certifications)),
  };
}

export function ResumeView({
  data,
  filter,
  template,
  maxEntriesPerSection,
  headingLevel = 1,
  language: chosen,
}: ResumeViewProps) {
  const style = resolveStyle(data.resume, filter, template);
  // The view's language (a filter's own beats the resume's): headings, words, dates and the lang attribute.
  const language = matchResumeLanguage(chosen) ?? resumeLanguageOf(data.resume, filter);
  const shown = prepareResume(data, filter, maxEntriesPerSection);
  const layout = template?.layout?.sections?.length ? template.layout : defaultLayout();
  const logo = safeImageSrc(style.logoImage);
  const banner = safeImageSrc(style.headerImage);

  const cells = sortSections(layout.sections)
    .filter((section) => section.visible && SECTIONS[section.id])
    .map((section) => {
      const content = SECTIONS[section.id](shown, style, headingLevel, language);
      if (!content) return null;
      const span = SECTION_WIDTHS[section.width] ?? LAYOUT_COLUMNS;
      return (
        <div
          key={section.id}
          className="rv-cell"
          data-layout-section={section.id}
          data-width={section.width}
          style={{ gridColumn: `${gridColumnStart(section.width, section.x)} / span ${span}`, minWidth: 0 }}
        >
          {section.id === 'personal-info' ? (
            content
          ) : (
            <SectionFrame
              id={section.id}
              title={sectionHeading(section.id, language, data.resume.sectionHeadings)}
              style={style}
              heading={headingTag(headingLevel, 1)}
            >
              {content}
            </SectionFrame>
          )}
        </div>
      );
    });

  return (
    <article
      className="rv-resume"
      lang={language}
      data-resume-id={data.resume.id}
      // Everything inside follows the direction: the grid's column 1 is on the reading side, inline-start margins,
      // paddings and the accent border with it (logical properties only, no left or right).
      dir={directionOf(language)}
      style={{
        fontFamily: fontStack(style.font),
        color: '#0f172a',
        background: PAGE_BACKGROUND,
        padding: `${style.pageMarginIn}in`,
        boxSizing: 'border-box',
        lineHeight: 1.4,
        textAlign: 'start',
      }}
    >
      {/* Narrow screens stack the grid; print and PDF keep the template's columns and flow by PRINT_FLOW_CSS. */}
      <style>{`@media screen and (max-width: 640px){.rv-resume .rv-cell{grid-column:1 / -1 !important}}${PRINT_FLOW_CSS}`}</style>
      {banner ? (
        <img
          src={banner}
          alt=""
          style={{
            display: 'block',
            width: '100%',
            maxHeight: 140,
            objectFit: 'cover',
            borderRadius: 6,
            marginBlockEnd: 16,
          }}
        />
      ) : null}
      {logo || style.companyName ? (
        <div
          data-branding
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 10,
            marginBlockEnd: 14,
            paddingBlockEnd: 10,
            borderBlockEnd: `2px solid ${style.secondary}`,
          }}
        >
          {logo ? (
            <img
              src={logo}
              alt={style.companyName ?? RESUME_WORDS[language].logo}
              style={{ height: 32, width: 'auto' }}
            />
          ) : null}
          {style.companyName ? (
            <bdi style={{ fontSize: 14, fontWeight: 600, color: style.primaryText }}>{style.companyName}</bdi>
          ) : null}
        </div>
      ) : null}
      <div
        className="rv-grid"
        style={{ display: 'grid', gridTemplateColumns: `repeat(${LAYOUT_COLUMNS}, minmax(0, 1fr))`, gap: '18px 24px' }}
      >
        {cells}
      </div>
    </article>
  );
}
