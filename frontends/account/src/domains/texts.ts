/**
 * Texts of the profile's domains section (issue 14) that the spec does not give; the activation note comes from the
 * server (DomainSettings.activationNote, the spec's 24-48 hours) and the errors from the contracts' catalogue.
 */
import type { DomainState } from '@resume/contracts';

export const DOMAINS_TEXTS = {
  title: 'Custom Domain',
  description: 'Show your public resume at your own address: a subdomain of this site, or a domain you own.',
  locked: 'Custom domains and subdomains are part of Premium.',
  unlock: 'Unlock with Premium',
  premiumDialog: 'Use your own domain or a subdomain for your public resume with a Premium plan.',
  subdomainLabel: 'Subdomain',
  subdomainHint: '3 to 63 lower-case letters, digits and hyphens. It works at once.',
  subdomainsOff: 'Subdomains are not offered on this server.',
  yourSubdomain: 'Your subdomain',
  claim: 'Save subdomain',
  release: 'Remove subdomain',
  domainLabel: 'Custom domain',
  domainPlaceholder: 'cv.example.com',
  domainHint: 'A domain or subdomain you own, without https://.',
  setDomain: 'Save domain',
  changeDomain: 'Change domain',
  removeDomain: 'Remove domain',
  records: 'Add these records at your DNS provider:',
  recordType: 'Type',
  recordName: 'Name',
  recordValue: 'Value',
  verifyNow: 'Verify now',
  lastChecked: 'Last checked',
  neverChecked: 'Not checked yet',
  yourDomain: 'Your domain',
  required: 'Please enter a name.',
  subdomainPattern: 'Use lower-case letters, digits and hyphens; no hyphen at the start or end.',
  removeSubdomainDialog: {
    title: 'Remove your subdomain?',
    description: 'Your resume stops answering at this address at once, and someone else may claim the name.',
  },
  removeDomainDialog: {
    title: 'Remove your custom domain?',
    description:
      'Your resume stops answering at this domain at once. To use it again you add it and prove it with DNS again.',
  },
  saved: { title: 'Saved', description: 'Your domain settings were saved.' },
  removed: { title: 'Removed', description: 'Your domain settings were saved.' },
  verified: { title: 'Domain verified', description: 'Your resume now answers at your domain.' },
  notYet: {
    title: 'Not verified yet',
    description: 'The TXT record was not found. DNS changes can take a while; we keep checking in the background.',
  },
  failed: { title: 'Error', description: 'Your domain settings could not be saved. Please try again.' },
  loadFailed: 'Your domain settings could not be read.',
} as const;

export const STATE_TEXTS: Record<DomainState, { label: string; hint: string }> = {
  pending: {
    label: 'Pending',
    hint: 'Waiting for the TXT record. We keep checking: every 10 minutes for 48 hours, then daily.',
  },
  verified: { label: 'Verified', hint: 'Your resume answers at this domain.' },
  failed: {
    label: 'Failed',
    hint: 'The TXT record was not found or does not hold your code. Check the records below, then Verify now.',
  },
};
