import { DEFAULT_ACCENT_STYLE, DEFAULT_COLORS, DEFAULT_FONT, defaultLayout, PAGE_MARGIN } from '@resume/contracts';
import type { LayoutSection, PaperSize, TemplateLayout } from '@resume/contracts';
import { TEMPLATE_LIMITS } from '@resume/contracts/dto';
import { DomainError } from '../../../shared/domain/domain-error';
import { StyleFields, styleOf } from '../../../shared/domain/style';
import { sentOnly } from '../../../shared/domain/updates';

/** A template (spec 3): a user's saved style and layout, or a system preset (userId null). */
export interface Template extends StyleFields {
  id: string;
  userId: string | null;
  isDefault: boolean;
  font: string;
  primaryColor: string;
  secondaryColor: string;
  accentStyle: string;
  /** Inches as text, e.g. '0.75' (spec 3). */
  pageMargin: string;
  layout: TemplateLayout;
  /** The paper it prints on; null: chosen at export (docs/decisions/0043-page-size-and-running-elements.md). */
  paperSize: PaperSize | null;
  /** Page numbers and the name on every printed page after the first. */
  runningElements: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** A save as it arrives (SaveTemplateDto has checked every value); null in a style field means its default. */
export type TemplateInput = Partial<StyleFields> & {
  isDefault?: boolean;
  pageMargin?: string | number | null;
  layout?: TemplateLayout | null;
  /** Spec 3's name for the same layout (a client may send back what it read): used when `layout` is not sent. */
  layoutData?: TemplateLayout | null;
  paperSize?: PaperSize | null;
  runningElements?: boolean;
};

/** The style a new template gets where the save leaves a field out (spec 9). */
export const TEMPLATE_DEFAULTS = {
  font: DEFAULT_FONT,
  accentStyle: DEFAULT_ACCENT_STYLE,
  primaryColor: DEFAULT_COLORS.primary,
  secondaryColor: DEFAULT_COLORS.secondary,
} as const;

/** '0.750' or 0.75 -> '0.75'; 1 -> '1' (the DTO has checked the range and the step). */
export function marginText(value: string | number | null | undefined): string {
  return value === null || value === undefined ? String(PAGE_MARGIN.default) : String(Number(value));
}

/**
 * Only the known fields of each section, so no client's extra properties are stored; the legacy column count and
 * section columns (spec 3) are known fields: kept exactly as sent so an older client reads back what it saved.
 */
export function cleanLayout(layout: TemplateLayout | null | undefined): TemplateLayout {
  if (!layout) return defaultLayout();
  const sections = layout.sections.map(({ id, visible, order, width, x, y, column }): LayoutSection => ({
    id,
    visible,
    order,
    width,
    x,
    y,
    ...(column === undefined ? {} : { column }),
  }));
  return {
    sections,
    flexibleLayout: layout.flexibleLayout,
    ...(layout.columns === undefined ? {} : { columns: layout.columns }),
  };
}

/** `layout` when sent, else `layoutData` when sent (null resets either to the default), else the base's. */
function layoutOf(sent: TemplateInput, base: TemplateLayout): TemplateLayout {
  if ('layout' in sent) return cleanLayout(sent.layout);
  if ('layoutData' in sent) return cleanLayout(sent.layoutData);
  return base;
}

/** The input's values over `base`: absent fields keep the base's, null resets a style field to its default. */
function applyInput(base: Omit<Template, 'id' | 'userId' | 'createdAt' | 'updatedAt'>, input: TemplateInput) {
  const sent = sentOnly(input);
  const pick = <K extends keyof typeof TEMPLATE_DEFAULTS>(key: K): string =>
    key in sent ? (sent[key] ?? TEMPLATE_DEFAULTS[key]) : base[key];
  return {
    ...base,
    ...styleOf({ ...base, ...sent }),
    font: pick('font'),
    accentStyle: pick('accentStyle'),
    primaryColor: pick('primaryColor'),
    secondaryColor: pick('secondaryColor'),
    isDefault: sent.isDefault ?? base.isDefault,
    pageMargin: 'pageMargin' in sent ? marginText(sent.pageMargin) : base.pageMargin,
    layout: layoutOf(sent, base.layout),
    paperSize: 'paperSize' in sent ? (sent.paperSize ?? null) : base.paperSize,
    runningElements: sent.runningElements ?? base.runningElements,
  };
}

export function newTemplate(id: string, userId: string, input: TemplateInput, now: Date): Template {
  const base = {
    ...styleOf({}),
    ...TEMPLATE_DEFAULTS,
    isDefault: false,
    pageMargin: marginText(undefined),
    layout: defaultLayout(),
    paperSize: null,
    runningElements: true,
  };
  return { ...applyInput(base, input), id, userId, createdAt: now, updatedAt: now };
}

/** A save over an existing template: the fields sent replace the stored ones. */
export function savedOver(template: Template, input: TemplateInput, now: Date): Template {
  const { id, userId, createdAt } = template;
  return { ...applyInput(template, input), id, userId, createdAt, updatedAt: now };
}

/** TEMPLATE_LIMIT_REACHED when the user already keeps TEMPLATE_LIMITS.perUser templates. */
export function checkRoomForTemplate(count: number): void {
  if (count >= TEMPLATE_LIMITS.perUser) throw new DomainError('TEMPLATE_LIMIT_REACHED');
}
