import { Injectable } from '@nestjs/common';
import type { OwnedShareLink } from '../domain/share-link';
import { ShareLinkRepository } from './ports/share-link.repository';
import { SharedContent } from './ports/shared-content';

/** The user's share links, oldest first, each with its filter's name (Manage Share Links, spec 2.12). */
@Injectable()
export class ListShareLinks {
  constructor(
    private readonly links: ShareLinkRepository,
    private readonly content: SharedContent,
  ) {}

  async execute(userId: string): Promise<OwnedShareLink[]> {
    const links = await this.links.listByUser(userId);
    const filterIds = [...new Set(links.map((l) => l.filterId).filter((id): id is string => id !== null))];
    const names = new Map<string, string>();
    for (const id of filterIds) {
      const filter = await this.content.filter(userId, id);
      if (filter) names.set(id, filter.name);
    }
    return links.map((link) => ({
      link,
      filterName: link.filterId ? (names.get(link.filterId) ?? null) : null,
      warnings: [],
    }));
  }
}
