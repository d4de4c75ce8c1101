/** An account's OAuth connection: the access token only as ciphertext. */
export interface LinkedInConnection {
  userId: string;
  linkedinId: string;
  tokenCiphertext: string;
  expiresAt: Date | null;
  createdAt: Date;
}

export abstract class LinkedInConnections {
  /** Inserts or replaces the account's connection. */
  abstract save(connection: LinkedInConnection): Promise<void>;
  abstract find(userId: string): Promise<LinkedInConnection | null>;
  abstract delete(userId: string): Promise<void>;
}
