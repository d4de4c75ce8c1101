/** Whose a share link is (sharing's links), so a person's domain serves only their own links. */
export abstract class ShareLinkOwners {
  abstract ownerOf(shareableId: string): Promise<string | null>;
}
