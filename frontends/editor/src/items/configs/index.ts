export { experienceSection } from './experience';
export { educationSection } from './education';
export { projectSection } from './project';
export { certificationSection } from './certification';
