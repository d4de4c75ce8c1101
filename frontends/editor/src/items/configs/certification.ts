import { Award } from 'lucide-react';
import { MESSAGES, type Certification } from '@resume/contracts';
import { CreateCertificationDto, UpdateCertificationDto } from '@resume/contracts/dto';
import { formatResumeMonth } from '@resume/contracts';
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
    { kind: 'text', name: 'name', label: 'certification.name', required: true },
    { kind: 'text', name: 'issuer', label: 'certification.issuer', required: true },
    { kind: 'text', name: 'issueDate', label: 'certification.issueDate', type: 'month' },
    { kind: 'text', name: 'expirationDate', label: 'certification.expirationDate', type: 'month' },
    { kind: 'text', name: 'url', label: 'certification.url', type: 'url', inputMode: 'url', wide: true },
  ],
  summary: (item, { t, language }) => ({
    heading: item.name,
    subheading: item.issuer,
    period:
      [
        item.issueDate && t('itemView.issued', { date: formatResumeMonth(item.issueDate, language) }),
        item.expirationDate && t('itemView.expires', { date: formatResumeMonth(item.expirationDate, language) }),
      ]
        .filter(Boolean)
        .join(' · ') || null,
    url: item.url,
  }),
});
