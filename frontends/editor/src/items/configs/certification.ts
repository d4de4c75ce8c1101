import { Award } from 'lucide-react';
import { FIELD_LABELS, MESSAGES, type Certification } from '@resume/contracts';
import { CreateCertificationDto, UpdateCertificationDto } from '@resume/contracts/dto';
import { formatMonth } from '@resume/resume-view';
import { defineItemSection } from '../item-config';

/** The form's labels, from the catalogue its validation messages are written with. */
const LABELS = FIELD_LABELS.certification;

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
    { kind: 'text', name: 'name', label: LABELS.name, required: true },
    { kind: 'text', name: 'issuer', label: LABELS.issuer, required: true },
    { kind: 'text', name: 'issueDate', label: LABELS.issueDate, type: 'month' },
    { kind: 'text', name: 'expirationDate', label: LABELS.expirationDate, type: 'month' },
    { kind: 'text', name: 'url', label: LABELS.url, type: 'url', inputMode: 'url', wide: true },
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
