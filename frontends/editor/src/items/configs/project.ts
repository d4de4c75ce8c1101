import { FolderGit2 } from 'lucide-react';
import { MESSAGES, TEXTAREA_ROWS, type Project } from '@resume/contracts';
import { CreateProjectDto, UpdateProjectDto } from '@resume/contracts/dto';
import { defineItemSection } from '../item-config';

export const projectSection = defineItemSection<Project>({
  section: 'projects',
  sectionId: 'projects',
  noun: 'Project',
  icon: FolderGit2,
  messages: MESSAGES.items.project,
  confirmDelete: (item) => MESSAGES.deleteConfirm.project(item.name),
  label: (item) => item.name,
  createDto: CreateProjectDto,
  updateDto: UpdateProjectDto,
  empty: { name: '', url: '', year: '', description: '', tags: [] },
  fields: [
    { kind: 'text', name: 'name', label: 'project.name', required: true },
    { kind: 'text', name: 'year', label: 'project.year', inputMode: 'numeric', placeholder: 'projectYearExample' },
    {
      kind: 'text',
      name: 'url',
      label: 'project.url',
      type: 'url',
      inputMode: 'url',
      wide: true,
      placeholder: 'projectUrlExample',
    },
    { kind: 'textarea', name: 'description', label: 'project.description', rows: TEXTAREA_ROWS.projectDescription },
    { kind: 'tags', name: 'tags', label: 'project.tags' },
  ],
  summary: (item) => ({
    heading: item.name,
    period: item.year,
    url: item.url,
    description: item.description,
    tags: item.tags,
  }),
});
