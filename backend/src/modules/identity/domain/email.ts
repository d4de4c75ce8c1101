import { domainToASCII } from 'node:url';
import { LIMITS } from '@resume/contracts';
import { DomainError } from '../../../shared/domain/domain-error';

/** Printable ASCII before the last @ (docs/decisions/0033-one-email-one-account.md). */
const ASCII_LOCAL_PART = /^[\x20-\x7e]+$/;

/**
 * The one form an address is stored, compared and mailed in (docs/decisions/0033-one-email-one-account.md): Unicode
 * NFC, trimmed; the part before the @ ASCII only (else EMAIL_NOT_SUPPORTED) and lower-cased; the domain as mail
 * servers route it, IDNA-mapped to ASCII (`exämple.com` -> `xn--exmple-cua.com`, `EXAMPLE.com` -> `example.com`).
 * Two addresses are the same account exactly when their canonical forms are equal byte for byte, and the mail for
 * an address goes to its canonical form, so a look-alike spelling reaches the mailbox of the account it names.
 */
export function canonicalEmail(typed: string): string {
  const email = typed.normalize('NFC').trim();
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) throw new DomainError('INVALID_EMAIL');
  const local = email.slice(0, at);
  if (!ASCII_LOCAL_PART.test(local)) throw new DomainError('EMAIL_NOT_SUPPORTED');
  const typedDomain = email.slice(at + 1);
  // URL syntax the host parser would decode or cut at (`ex%41mple.com` is example.com to it): never in a mail domain.
  if (/[\s%/\\?#[\]:]/.test(typedDomain)) throw new DomainError('INVALID_EMAIL');
  // WHATWG/UTS 46 processing: maps case and compatibility forms, refuses what cannot be a host name ('').
  const domain = domainToASCII(typedDomain);
  if (!domain) throw new DomainError('INVALID_EMAIL');
  const canonical = `${local.toLowerCase()}@${domain}`;
  if (canonical.length > LIMITS.emailMaxLength) throw new DomainError('INVALID_EMAIL');
  return canonical;
}

/** The canonical form, or null where canonicalEmail refuses the address (for callers that must not throw). */
export function canonicalEmailOrNull(typed: string): string | null {
  try {
    return canonicalEmail(typed);
  } catch {
    return null;
  }
}

/**
 * An address shown to someone who holds a link but may not own the account: 'a***@example.com'. The domain stays
 * readable so a person can tell their work address from their private one.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
