/** Fetches a logo or header image for inlining; rejects whatever the safety policy refuses (see adapter). */
export abstract class ImageFetcher {
  /** A data: URL of a png, jpeg or webp image. */
  abstract fetchAsDataUrl(url: string): Promise<string>;
}

export class ImageRefused extends Error {
  constructor(
    readonly url: string,
    readonly reason: string,
  ) {
    super(`image refused (${reason}): ${url}`);
    this.name = 'ImageRefused';
  }
}
