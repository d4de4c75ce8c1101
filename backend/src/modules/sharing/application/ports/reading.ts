import type { ReadNotice, ShareLinkReading } from '@resume/contracts';

/** One visit's reading as a beacon reports it, already bounded (domain/reading.ts). */
export interface VisitReading {
  visitId: string;
  shareLinkId: string;
  seconds: number;
  depth: number;
}

/** What a beacon did: kept (the visit's largest values stay), or refused past the per-visit limit. */
export type ReadOutcome = 'recorded' | 'limit';

/** Opens and readings of share links (docs/decisions/0053-read-notices.md). */
export abstract class LinkReadings {
  /** Notes a counted open; true only for the one call that made it the link's first (atomic across replicas). */
  abstract markOpened(shareLinkId: string, userId: string, at: Date): Promise<boolean>;
  /** Keeps the largest seconds and depth of the visit; at most `maxBeacons` per visit. */
  abstract record(reading: VisitReading, maxBeacons: number, at: Date): Promise<ReadOutcome>;
  /** The user's links that have a row (opened, read, or notices switched). */
  abstract summaries(userId: string): Promise<ShareLinkReading[]>;
  abstract linkNotifies(shareLinkId: string): Promise<boolean>;
  abstract setLinkNotifies(shareLinkId: string, userId: string, on: boolean): Promise<void>;
}

export interface NewReadNotice extends Omit<ReadNotice, 'id' | 'at'> {
  userId: string;
  at: Date;
}

/** The owner's in-app notices and the account's switch. */
export abstract class ReadNotices {
  abstract add(notice: NewReadNotice): Promise<void>;
  abstract unread(userId: string, limit: number): Promise<ReadNotice[]>;
  /** Marks the user's notices read (those ids only, all when null); others' ids change nothing. */
  abstract markRead(userId: string, ids: string[] | null, at: Date): Promise<void>;
  abstract accountNotifies(userId: string): Promise<boolean>;
  abstract setAccountNotifies(userId: string, on: boolean): Promise<void>;
}

/** The visit token the page carries: signed, bound to the link's public id, short-lived. */
export interface VisitTicket {
  visitId: string;
  issuedAt: Date;
}

export abstract class VisitTokens {
  abstract issue(shareableId: string, now: Date): string;
  /** The visit, or null for a token that is malformed, for another link, forged, or older than the limit. */
  abstract verify(shareableId: string, token: string, now: Date): VisitTicket | null;
}
