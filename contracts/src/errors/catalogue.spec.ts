import { ERROR_CODES } from './error-codes';
import { IDEMPOTENCY, LIMITS, RESUME_LIMITS } from '../constants/limits';
import { FILTER_LIMITS, TEMPLATE_LIMITS } from '../dto/tailoring.dto';
import { LINKEDIN_EXPORT_FILES, LINKEDIN_EXPORT_LIMITS } from '../api/linkedin';
import { DOMAIN_RULES } from '../api/domains';
import { APPLICATION_LIMITS } from '../api/applications';
import { FROZEN_SNAPSHOTS, SHARE_LINK_EXPIRY, SHARE_LINK_LIMITS } from '../api/sharing';
import { READING_LIMITS } from '../api/reading';

describe('error catalogue', () => {
  it('states the preview body size it enforces', () => {
    expect(ERROR_CODES.PREVIEW_TOO_LARGE.message).toContain(`${LIMITS.previewBodyBytes / 1024} KB`);
  });

  it('states the tag limit it enforces', () => {
    expect(ERROR_CODES.TOO_MANY_TAGS.message).toContain(String(RESUME_LIMITS.tagsPerItem));
  });

  it('states the filter and template limits it enforces', () => {
    expect(ERROR_CODES.FILTER_LIMIT_REACHED.message).toContain(` ${FILTER_LIMITS.perUser} `);
    expect(ERROR_CODES.TEMPLATE_LIMIT_REACHED.message).toContain(` ${TEMPLATE_LIMITS.perUser} `);
  });

  it('states the share-link limit it enforces', () => {
    expect(ERROR_CODES.SHARE_LINK_LIMIT_REACHED.message).toContain(` ${SHARE_LINK_LIMITS.perUser} `);
  });

  it('states the longest expiry a link may have', () => {
    expect(ERROR_CODES.SHARE_LINK_EXPIRY_INVALID.message).toContain(` ${SHARE_LINK_EXPIRY.maxDays} days `);
  });

  it('states the per-visit reading limit it enforces', () => {
    expect(ERROR_CODES.READ_VISIT_LIMIT.message).toContain(` ${READING_LIMITS.beaconsPerVisit} `);
  });

  it('states the frozen-version limits it enforces', () => {
    expect(ERROR_CODES.SNAPSHOT_LIMIT_REACHED.message).toContain(` ${FROZEN_SNAPSHOTS.perUser} `);
    expect(ERROR_CODES.SNAPSHOT_LIMIT_REACHED.message).toContain(
      `(${FROZEN_SNAPSHOTS.bytesPerUser / (1024 * 1024)} MB)`,
    );
  });

  it('states the LinkedIn export limits and files it enforces', () => {
    const mb = (bytes: number) => `${bytes / (1024 * 1024)} MB`;
    expect(ERROR_CODES.LINKEDIN_EXPORT_TOO_LARGE.message).toContain(mb(LINKEDIN_EXPORT_LIMITS.uploadBytes));
    expect(ERROR_CODES.LINKEDIN_EXPORT_UNPACKED_TOO_LARGE.message).toContain(mb(LINKEDIN_EXPORT_LIMITS.unpackedBytes));
    expect(ERROR_CODES.LINKEDIN_EXPORT_TOO_MANY_FILES.message).toContain(` ${LINKEDIN_EXPORT_LIMITS.entries} `);
    expect(ERROR_CODES.LINKEDIN_EXPORT_FILE_TOO_LARGE.message).toContain(mb(LINKEDIN_EXPORT_LIMITS.bytesPerFile));
    expect(ERROR_CODES.LINKEDIN_EXPORT_TOO_MANY_ROWS.message).toContain(` ${LINKEDIN_EXPORT_LIMITS.rowsPerFile} `);
    for (const file of LINKEDIN_EXPORT_FILES) expect(ERROR_CODES.LINKEDIN_EXPORT_EMPTY.message).toContain(file);
  });

  it('states the JSON Resume import size it enforces', () => {
    expect(ERROR_CODES.JSON_RESUME_TOO_LARGE.message).toContain(`${RESUME_LIMITS.importBodyBytes / (1024 * 1024)} MB`);
  });

  it('states the domain and subdomain lengths it enforces', () => {
    expect(ERROR_CODES.DOMAIN_INVALID.message).toContain(` ${DOMAIN_RULES.maxDomainLength} `);
    expect(ERROR_CODES.SUBDOMAIN_INVALID.message).toContain(
      ` ${DOMAIN_RULES.subdomainMinLength} to ${DOMAIN_RULES.subdomainMaxLength} `,
    );
  });

  it('states the Idempotency-Key lengths it enforces', () => {
    expect(ERROR_CODES.IDEMPOTENCY_KEY_INVALID.message).toContain(
      ` ${IDEMPOTENCY.keyMinLength} to ${IDEMPOTENCY.keyMaxLength} `,
    );
  });

  it('states the application limits it enforces', () => {
    expect(ERROR_CODES.APPLICATION_LIMIT_REACHED.message).toContain(` ${APPLICATION_LIMITS.perUser} `);
    expect(ERROR_CODES.APPLICATION_POSTING_TOO_LARGE.message).toContain(
      ` ${APPLICATION_LIMITS.postingMaxBytes / 1024} KB`,
    );
    expect(ERROR_CODES.APPLICATION_TOO_LARGE.message).toContain(` ${APPLICATION_LIMITS.bodyBytes / 1024} KB`);
  });

  it('gives every code a client or server error status and a message', () => {
    for (const [code, { status, message }] of Object.entries(ERROR_CODES)) {
      expect([code, status >= 400 && status < 600]).toEqual([code, true]);
      expect(message.length).toBeGreaterThan(5);
    }
  });
});
