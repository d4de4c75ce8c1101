import { GraduationCap } from 'lucide-react';
import { MESSAGES, type Education } from '@resume/contracts';
import { CreateEducationDto, UpdateEducationDto } from '@resume/contracts/dto';
import { defineItemSection } from '../item-config';
import { period } from './period';

export const educationSection = defineItemSection<Education>({
  section: 'education',
  sectionId: 'education',
  noun: 'Education',
  icon: GraduationCap,
  messages: MESSAGES.items.education,
  confirmDelete: (item) => MESSAGES.deleteConfirm.education(item.institution),
  label: (item) => item.degree,
  createDto: CreateEducationDto,
  updateDto: UpdateEducationDto,
  empty: { degree: '', institution: '', location: '', startDate: '', endDate: '', gpa: '', description: '' },
  fields: [
    { kind: 'text', name: 'degree', label: 'education.degree', required: true, placeholder: 'degreeExample' },
    { kind: 'text', name: 'institution', label: 'education.institution', required: true },
    { kind: 'text', name: 'location', label: 'education.location', wide: true },
    {
      kind: 'text',
      name: 'startDate',
      label: 'education.startDate',
      required: true,
      inputMode: 'numeric',
      placeholder: 'startYearExample',
    },
    {
      kind: 'text',
      name: 'endDate',
      label: 'education.endDate',
      placeholder: 'endYearExample',
      hint: 'endYearHint',
    },
    { kind: 'text', name: 'gpa', label: 'education.gpa', placeholder: 'gpaExample' },
    { kind: 'textarea', name: 'description', label: 'education.description', rows: 4 },
  ],
  summary: (item, { t, language }) => ({
    heading: item.degree,
    subheading: [item.institution, item.location].filter(Boolean).join(' · '),
    period: period(item.startDate, item.endDate, language, (v) => v ?? ''),
    detail: item.gpa ? t('itemView.gpa', { gpa: item.gpa }) : null,
    description: item.description,
  }),
});
