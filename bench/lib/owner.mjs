// The person every public-page bench shows: a realistic resume written through the API, as the editor writes it.

/** Profile, summary, six experiences and skills, education and a project, through a signed-in JSON caller. */
export async function writeResume(call, { name = 'Bench Owner', experiences = 6 } = {}) {
  await call('PATCH', '/api/user', { name, title: 'Staff Engineer', location: 'Berlin', website: 'example.com' });
  await call('PATCH', '/api/resume', { summary: 'Builds reliable systems and teams. '.repeat(10) });
  for (let i = 0; i < experiences; i++) {
    await call('POST', '/api/experiences', {
      title: `Engineer ${i}`,
      company: `Company ${i}`,
      startDate: `201${i}-01`,
      description: '- Shipped things\n- Fixed things\n- Measured things',
      tags: ['backend'],
    });
    await call('POST', '/api/skills', { category: 'Technical Skills', name: `Skill ${i}`, level: 4 });
  }
  await call('POST', '/api/education', {
    degree: 'BSc Computer Science',
    institution: 'University',
    startDate: '2006',
    endDate: '2010',
  });
  await call('POST', '/api/projects', {
    name: 'Project',
    url: 'example.com/p',
    description: 'A project',
    tags: ['backend'],
  });
}
