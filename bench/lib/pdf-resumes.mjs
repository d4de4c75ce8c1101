// The resumes bench/pdf.mjs prints (issue 26 point 5): a one-page and a four-page one, written through the API as
// the editor writes them. The four-page one grows an experience at a time until its PDF has four pages, so it stays
// four pages whatever the print layout does to page breaks (count them with `pages`).

const BULLETS = [
  'Designed and shipped the billing service that now settles every invoice of the company',
  'Cut the p95 latency of the public API by a third by moving hot reads to a cache',
  'Led a team of five engineers through a database migration without downtime',
  'Mentored two junior engineers who now lead projects of their own',
  'Wrote the on-call guide and halved the time to recover from incidents',
];

const experience = (i, bullets) => ({
  title: `Senior engineer ${i + 1}`,
  company: `Company ${i + 1}`,
  location: 'London',
  startDate: `20${String(10 + (i % 14)).padStart(2, '0')}-01`,
  endDate: `20${String(10 + (i % 14)).padStart(2, '0')}-12`,
  description: BULLETS.slice(0, bullets)
    .map((b) => `- ${b}`)
    .join('\n'),
  tags: ['backend'],
});

async function common(call, { educations, skills, projects }) {
  await call('PATCH', '/api/user', {
    name: 'Ada Lovelace',
    title: 'Staff engineer',
    phone: '+44 20 7946 0000',
    location: 'London',
  });
  for (let i = 0; i < educations; i++)
    await call('POST', '/api/education', {
      degree: `Degree ${i}`,
      institution: `University ${i}`,
      startDate: `200${i}`,
    });
  for (let i = 0; i < skills; i++)
    await call('POST', '/api/skills', { category: i % 2 ? 'Languages' : 'Technical', name: `Skill ${i}`, level: 3 });
  for (let i = 0; i < projects; i++)
    await call('POST', '/api/projects', {
      name: `Project ${i}`,
      description: 'A project with a description of a line or two, what it did and for whom.',
    });
}

/** A summary, two experiences of three bullets, an education, six skills: one page. */
export async function writeOnePage(call) {
  await common(call, { educations: 1, skills: 6, projects: 0 });
  for (let i = 0; i < 2; i++) await call('POST', '/api/experiences', experience(i, 3));
}

/**
 * Two educations, twelve skills, three projects, a certification, then experiences of five bullets one at a time
 * until `pages()` (the page count of a fresh export) says four. Returns the number of experiences.
 */
export async function writeFourPages(call, pages) {
  await common(call, { educations: 2, skills: 12, projects: 3 });
  await call('POST', '/api/certifications', { name: 'CKA', issuer: 'CNCF' });
  for (let i = 0; i < 60; i++) {
    await call('POST', '/api/experiences', experience(i, 5));
    const n = await pages();
    if (n === 4) return i + 1;
    if (n > 4) throw new Error(`the four-page resume jumped from fewer to ${n} pages`);
  }
  throw new Error('60 experiences did not fill four pages');
}

const JA_BULLETS = [
  '会社のすべての請求書を処理する請求サービスを設計し、本番環境へ導入した',
  '頻繁に読まれるデータをキャッシュへ移し、公開APIのp95レイテンシを三分の一短縮した',
  '五人のエンジニアのチームを率いて、停止時間なしでデータベースを移行した',
];

/**
 * The one-page resume in Japanese (issue 27 point 5): the same shape as writeOnePage (two experiences of three
 * bullets, an education, six skills), its text in Japanese, the resume's language Japanese (Japanese headings and
 * dates): its PDF and its public page need the Noto Sans JP slices of its characters.
 */
export async function writeOnePageJapanese(call) {
  await call('PATCH', '/api/user', {
    name: '山田 太郎',
    title: 'シニアエンジニア',
    phone: '+81 3-1234-5678',
    location: '東京都',
  });
  await call('PATCH', '/api/resume', { language: 'ja' });
  await call('POST', '/api/education', { degree: '工学修士', institution: '東京大学', startDate: '2008' });
  for (let i = 0; i < 6; i++)
    await call('POST', '/api/skills', { category: i % 2 ? '言語' : '技術', name: `スキル ${i}`, level: 3 });
  for (let i = 0; i < 2; i++)
    await call('POST', '/api/experiences', {
      title: `シニアエンジニア ${i + 1}`,
      company: `株式会社サンプル ${i + 1}`,
      location: '東京',
      startDate: `20${10 + i}-01`,
      endDate: `20${10 + i}-12`,
      description: JA_BULLETS.map((b) => `- ${b}`).join('\n'),
      tags: ['backend'],
    });
}
