import { Injectable } from '@nestjs/common';
import { choosePaperSize, resumeDocumentTitle, resumeLanguageOf } from '@resume/contracts';
import type { SharedResumeResponse } from '@resume/contracts';
import { cardVersion } from '../domain/link-preview';
import { OpenPublicResume } from './open-public-resume.use-case';
import { OpenSharedResume } from './open-shared-resume.use-case';
import { LinkCardCache, LinkCardPrinter } from './ports/link-cards';

/** A card found: its version (ETag), the PNG when this version was printed already, else how to print it. */
export interface LinkCard {
  version: string;
  kept?: Buffer;
  /** Prints this version (through the print queue) and keeps it. */
  print(): Promise<Buffer>;
}

/**
 * The image of a link's preview card (og:image; docs/decisions/0054-link-controls-and-previews.md), behind exactly
 * the page's checks: a share link that shows a preview (no code, no noindex, not paused or expired) or a public page
 * that is on; anything else is the page's own 404. Both read through the pages' own caches (by version stamp), so a
 * request for a card costs what a revisit of the page costs. Printed once per version (cardVersion), kept, then served.
 */
@Injectable()
export class OpenLinkCard {
  constructor(
    private readonly openShared: OpenSharedResume,
    private readonly openPublic: OpenPublicResume,
    private readonly printer: LinkCardPrinter,
    private readonly cache: LinkCardCache,
  ) {}

  async shared(shareableId: string): Promise<LinkCard> {
    const { body, json } = await this.openShared.preview(shareableId);
    return this.card(cardVersion('share', shareableId, json), body);
  }

  async publicPage(username: string): Promise<LinkCard> {
    const { body, json } = await this.openPublic.open(await this.openPublic.find(username));
    return this.card(cardVersion('public', username, json), body);
  }

  /** Whether cards can be printed now: the pages leave og:image out when not. */
  available(): Promise<boolean> {
    return this.printer.available();
  }

  private card(version: string, shown: SharedResumeResponse): LinkCard {
    return {
      version,
      kept: this.cache.get(version),
      print: async () => {
        const png = await this.printer.print(cardRequest(shown));
        this.cache.set(version, png);
        return png;
      },
    };
  }
}

/** The resume as the page shows it, on the paper its template or shown location gives (the card is its first page's top). */
function cardRequest(shown: SharedResumeResponse) {
  const name = shown.user.name?.trim() || shown.user.username;
  return {
    data: shown,
    filter: shown.filter ?? null,
    template: shown.template ?? null,
    paperSize: choosePaperSize({ template: shown.template, location: shown.user.location, languages: [] }),
    title: resumeDocumentTitle(name, resumeLanguageOf(shown.resume, shown.filter)),
    author: name,
  };
}
