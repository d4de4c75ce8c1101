import type { ResumeSection } from '@resume/contracts';
import { DomainError } from '../../../shared/domain/domain-error';
import type { ResumeSections } from './resume';
import { groupOf, ItemFields, SectionItem } from './section-rules';

export interface OrderChange {
  id: string;
  order: number;
}

type Ordered = { id: string; order: number };

const byOrder = (a: Ordered, b: Ordered) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const categoryKey = (category: string) => [category.toLocaleLowerCase(), category] as const;

function compareCategories(a: string, b: string): number {
  const [ak, a2] = categoryKey(a);
  const [bk, b2] = categoryKey(b);
  return ak < bk ? -1 : ak > bk ? 1 : a2 < b2 ? -1 : a2 > b2 ? 1 : 0;
}

/**
 * The order in which a section is listed: by `order`; skills by category (alphabetically, as their order
 * counts within the category), then by `order`. Listing and export are therefore the same whatever the ids.
 */
export function inListOrder<S extends ResumeSection>(section: S, items: readonly SectionItem<S>[]): SectionItem<S>[] {
  const sorted = [...items] as (SectionItem<S> & Ordered)[];
  if (section !== 'skills') return sorted.sort(byOrder);
  return sorted.sort(
    (a, b) =>
      compareCategories(groupOf(section, a as ItemFields<S>), groupOf(section, b as ItemFields<S>)) || byOrder(a, b),
  );
}

/** The order of a new item: the number of items already in its group (it goes last). */
export function appendOrder<S extends ResumeSection>(
  section: S,
  existing: readonly SectionItem<S>[],
  item: ItemFields<S>,
): number {
  const group = groupOf(section, item);
  return existing.filter((other) => groupOf(section, other as ItemFields<S>) === group).length;
}

/**
 * The orders of new items appended in sequence after `existing`: each the number of items in its group before it,
 * as appendOrder would give one by one, counted once per group (a 550-item import numbers in linear time).
 */
export function appendOrders<S extends ResumeSection>(
  section: S,
  existing: readonly SectionItem<S>[],
  items: readonly ItemFields<S>[],
): number[] {
  const next = new Map<string, number>();
  for (const other of existing) {
    const group = groupOf(section, other as ItemFields<S>);
    next.set(group, (next.get(group) ?? 0) + 1);
  }
  return items.map((item) => {
    const group = groupOf(section, item);
    const order = next.get(group) ?? 0;
    next.set(group, order + 1);
    return order;
  });
}

/** Orders 0..n-1 within each group, keeping the current sequence; only the items whose order changes. */
export function packOrders<S extends ResumeSection>(section: S, items: readonly SectionItem<S>[]): OrderChange[] {
  return numberInSequence(section, inListOrder(section, items));
}

function numberInSequence<S extends ResumeSection>(section: S, sequence: readonly SectionItem<S>[]): OrderChange[] {
  const next = new Map<string, number>();
  const changes: OrderChange[] = [];
  for (const item of sequence as (SectionItem<S> & Ordered)[]) {
    const group = groupOf(section, item as ItemFields<S>);
    const order = next.get(group) ?? 0;
    next.set(group, order + 1);
    if (item.order !== order) changes.push({ id: item.id, order });
  }
  return changes;
}

/**
 * A new order for the whole section: `ids` must list every item exactly once (INVALID_ORDER otherwise).
 * Skills are numbered within their category in the sequence given.
 */
export function reorder<S extends ResumeSection>(
  section: S,
  items: readonly SectionItem<S>[],
  ids: readonly string[],
): OrderChange[] {
  const byId = new Map((items as (SectionItem<S> & Ordered)[]).map((item) => [item.id, item]));
  const distinct = new Set(ids);
  if (distinct.size !== ids.length || ids.length !== byId.size || ids.some((id) => !byId.has(id))) {
    throw new DomainError('INVALID_ORDER');
  }
  return numberInSequence(
    section,
    ids.map((id) => byId.get(id)!),
  );
}

/** The items with the changes applied. */
export function withOrders<S extends ResumeSection>(
  items: readonly SectionItem<S>[],
  changes: readonly OrderChange[],
): SectionItem<S>[] {
  const orders = new Map(changes.map((c) => [c.id, c.order]));
  return (items as (SectionItem<S> & Ordered)[]).map((item) =>
    orders.has(item.id) ? { ...item, order: orders.get(item.id)! } : item,
  );
}

/** A whole resume's sections in list order (see inListOrder). */
export function sectionsInListOrder(sections: ResumeSections): ResumeSections {
  return { ...sections, skills: inListOrder('skills', sections.skills) };
}
