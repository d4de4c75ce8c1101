import { Award } from 'lucide-react';
import { MESSAGES, type Certification } from '@resume/contracts';
import { CreateCertificationDto, UpdateCertificationDto } from '@resume/contracts/dto';
import { formatMonth } from '@resume/resume-view';
import { defineItemSection } from '../item-config';

export const certificationSection = defineItemSection<Certification>({
  section: 'certifications',
  sectionId: 'certifications',
  noun: 'Certification',
  icon: Award,
  messages: MESSAGES.items.certification,
  confirmDelete: (item) => MESSAGES.deleteConfirm.certification(item.name),
  label: (item) => item.name,
  createDto: CreateCertificationDto,
  updateDto: UpdateCertificationDto,
  empty: { name: '', issuer: '', issueDate: '', expirationDate: '', url: '' },
  fields: [
    { kind: 'text', name: 'name', label: 'Certification Name', required: true },
    { kind: 'text', name: 'issuer', label: 'Issuer', required: true },
    { kind: 'text', name: 'issueDate', label: 'Issue Date', type: 'month' },
    { kind: 'text', name: 'expirationDate', label: 'Expiration Date', type: 'month' },
    { kind: 'text', name: 'url', label: 'URL', type: 'url', inputMode: 'url', wide: true },
  ],
  summary: (item) => ({
    heading: item.name,
    subheading: item.issuer,
    period:
      [
        item.issueDate && `Issued ${formatMonth(item.issueDate)}`,
        item.expirationDate && `Expires ${formatMonth(item.expirationDate)}`,
      ]
        .filter(Boolean)
        .join(' · ') || null,
    url: item.url,
  }),
});
