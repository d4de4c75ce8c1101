import { Injectable } from '@nestjs/common';
import { READING_LIMITS } from '@resume/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../../../../config/app-config';
import { newId } from '../../../../shared/domain/random';
import { VisitTicket, VisitTokens } from '../../application/ports/reading';
import { accessSecret } from './hmac-access-pass';

const TOKEN = /^([A-Za-z0-9_-]{22})\.(\d{13})\.([A-Za-z0-9_-]{43})$/;

/**
 * "<visit id>.<issued ms>.<HMAC-SHA256('read', link public id, visit id, issued)>": a random visit id, nothing about
 * the visitor, good for one link and READING_LIMITS.tokenTtlMs. The secret is the access passes' one; the 'read'
 * prefix keeps a pass and a visit token from ever standing for each other.
 */
@Injectable()
export class HmacVisitTokens extends VisitTokens {
  private readonly secret: string;

  constructor(config: AppConfig) {
    super();
    this.secret = accessSecret(config);
  }

  private mac(shareableId: string, visitId: string, issued: string): Buffer {
    return createHmac('sha256', this.secret).update(`read\n${shareableId}\n${visitId}\n${issued}`).digest();
  }

  issue(shareableId: string, now: Date): string {
    const visitId = newId();
    const issued = String(now.getTime());
    return `${visitId}.${issued}.${this.mac(shareableId, visitId, issued).toString('base64url')}`;
  }

  verify(shareableId: string, token: string, now: Date): VisitTicket | null {
    const match = TOKEN.exec(token);
    if (!match) return null;
    const [, visitId, issued, mac] = match;
    const age = now.getTime() - Number(issued);
    if (age < -60_000 || age > READING_LIMITS.tokenTtlMs) return null;
    if (!timingSafeEqual(Buffer.from(mac, 'base64url'), this.mac(shareableId, visitId, issued))) return null;
    return { visitId, issuedAt: new Date(Number(issued)) };
  }
}
