/**
 * One description per list section (experience, education, projects, certifications): the generic
 * ItemSection / ItemCard / ItemForm render any of them. Fields and the view are data, not components.
 */
import type { LucideIcon } from 'lucide-react';
import type { Language, ResumeSection, SectionId, UserMessage } from '@resume/contracts';
import type { FieldSpec, FormValues } from '../forms/form-types';

export type { FieldSpec, FormValues };

export type ListSection = Exclude<ResumeSection, 'skills'>;
export interface ListItem {
  id: string;
  order: number;
}

/** What an item's card shows in view mode. */
export interface ItemSummary {
  heading: string;
  subheading?: string | null;
  period?: string | null;
  detail?: string | null;
  url?: string | null;
  badge?: string | null;
  description?: string | null;
  tags?: readonly string[];
}

export interface SummaryWords {
  t: (key: string, values?: Record<string, string>) => string;
  language: Language;
}

export interface ItemMessages {
  saveFailed: UserMessage;
  deleteFailed: UserMessage;
  updated: UserMessage;
  deleted: UserMessage;
  addFailed: UserMessage;
}

export interface ItemSectionConfig<T extends ListItem = ListItem> {
  section: ListSection;
  sectionId: SectionId;
  /** 'Experience': 'Add Experience', 'Experience added'. */
  noun: string;
  icon: LucideIcon;
  messages: ItemMessages;
  /** The spec's delete confirmation text for the item. */
  confirmDelete: (item: T) => string;
  /** How buttons name the item: 'Move {label} up', 'Edit {label}'. */
  label: (item: T) => string;
  createDto: new () => object;
  updateDto: new () => object;
  /** Every form field with its blank value. */
  empty: FormValues;
  fields: FieldSpec[];
  /** The card's lines in view mode, in the app's language (`t` of the editor namespace). */
  summary: (item: T, words: SummaryWords) => ItemSummary;
  /** Adjusts the validated values before they are sent (e.g. no end date for a current position). */
  toInput?: (values: FormValues) => FormValues;
}

/** Keeps the item's type inside its config while the generic components see the common shape. */
export function defineItemSection<T extends ListItem>(config: ItemSectionConfig<T>): ItemSectionConfig {
  return config as unknown as ItemSectionConfig;
}

/** The form values of an existing item: its value for every form field, '' for null. */
export function toFormValues(config: ItemSectionConfig, item: ListItem): FormValues {
  const source = item as unknown as Record<string, unknown>;
  const values: FormValues = {};
  for (const [key, blank] of Object.entries(config.empty)) {
    const value = source[key];
    values[key] = value === null || value === undefined ? blank : (value as FormValues[string]);
  }
  return values;
}
