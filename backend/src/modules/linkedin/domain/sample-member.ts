import type { LinkedInMember } from './linkedin-member';
import type { ExportRecords } from './export-content';

/**
 * The development simulation (spec 5, 7, 8; no LINKEDIN_CLIENT_ID outside production): the member a simulated
 * connect links, and the sample profile the simulated import fills, written as a LinkedIn export would hold it so
 * the simulation goes through the same rules as a real export (fill empty fields, no duplicates).
 */
export function simulatedMember(userId: string): LinkedInMember {
  return {
    sub: `dev-${userId}`,
    name: 'Alex Morgan',
    givenName: 'Alex',
    familyName: 'Morgan',
    picture: null,
    email: null,
    locale: 'en_US',
    headline: 'Senior Software Engineer',
    profileUrl: 'https://www.linkedin.com/in/alex-morgan-dev',
  };
}

export const SAMPLE_EXPORT: ExportRecords = {
  'Positions.csv': [
    {
      'Company Name': 'Northwind Traders',
      Title: 'Senior Software Engineer',
      Description: 'Leads the ordering platform team; moved the checkout to an event-driven design.',
      Location: 'Berlin, Germany',
      'Started On': 'Mar 2021',
      'Finished On': '',
    },
    {
      'Company Name': 'Contoso Ltd',
      Title: 'Software Engineer',
      Description: 'Built internal tools for the finance department.',
      Location: 'Munich, Germany',
      'Started On': 'Sep 2017',
      'Finished On': 'Feb 2021',
    },
  ],
  'Education.csv': [
    {
      'School Name': 'Technical University of Munich',
      'Start Date': '2013',
      'End Date': '2017',
      Notes: '',
      'Degree Name': 'B.Sc. Computer Science',
      Activities: '',
    },
  ],
  'Skills.csv': [{ Name: 'TypeScript' }, { Name: 'Node.js' }, { Name: 'System Design' }],
};
