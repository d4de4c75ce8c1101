import { createContext, useContext } from 'react';
import type { ResumeDraft } from '@resume/contracts';
import type { FormValues } from '../forms/form-types';

/** One open form's unsaved values, and how they become part of a preview's draft once they pass their DTO. */
export interface DraftSource {
  /** The DTO the server validates this part with (an item's create DTO, PATCH /api/user's, PATCH /api/resume's). */
  dto: new () => object;
  values: FormValues;
  /** The validated, transformed values as the draft's part ({ user }, { resume }, { item }). */
  toDraft: (valid: FormValues) => ResumeDraft;
}

type Listener = () => void;

/**
 * What the open forms hold and have not saved, outside React state: a keystroke writes here and wakes the preview's
 * timer, and nothing else re-renders (docs/decisions/0045-live-preview.md). The last form typed in is last.
 */
export class DraftStore {
  private readonly sources = new Map<string, DraftSource>();
  private readonly listeners = new Set<Listener>();

  set(key: string, source: DraftSource): void {
    this.sources.delete(key);
    this.sources.set(key, source);
    this.notify();
  }

  clear(key: string): void {
    if (this.sources.delete(key)) this.notify();
  }

  /** The open forms' parts, the one typed in last at the end. */
  all(): DraftSource[] {
    return [...this.sources.values()];
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify() {
    for (const listener of this.listeners) listener();
  }
}

export const DraftStoreContext = createContext<DraftStore | null>(null);

/** The editor's draft store, or null outside a preview (forms then publish nothing). */
export const useDraftStore = () => useContext(DraftStoreContext);
