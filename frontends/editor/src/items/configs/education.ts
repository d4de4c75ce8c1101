import { GraduationCap } from 'lucide-react';
import { FIELD_LABELS, MESSAGES, type Education } from '@resume/contracts';
import { CreateEducationDto, UpdateEducationDto } from '@resume/contracts/dto';
import { defineItemSection } from '../item-config';
import { period } from './period';

/** The form's labels, from the catalogue its validation messages are written with. */
const LABELS = FIELD_LABELS.education;

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
    { kind: 'text', name: 'degree', label: LABELS.degree, required: true, placeholder: 'BSc Computer Science' },
    { kind: 'text', name: 'institution', label: LABELS.institution, required: true },
    { kind: 'text', name: 'location', label: LABELS.location, wide: true },
    {
      kind: 'text',
      name: 'startDate',
      label: LABELS.startDate,
      required: true,
      inputMode: 'numeric',
      placeholder: '2019',
    },
    {
      kind: 'text',
      name: 'endDate',
      label: LABELS.endDate,
      placeholder: '2023 or Expected 2027',
      hint: 'Leave blank while studying: it shows Present.',
    },
    { kind: 'text', name: 'gpa', label: LABELS.gpa, placeholder: '3.8' },
    { kind: 'textarea', name: 'description', label: LABELS.description, rows: 4 },
  ],
  summary: (item) => ({
    heading: item.degree,
    subheading: [item.institution, item.location].filter(Boolean).join(' · '),
    period: period(item.startDate, item.endDate, (v) => v ?? ''),
    detail: item.gpa ? `GPA ${item.gpa}` : null,
    description: item.description,
  }),
});
