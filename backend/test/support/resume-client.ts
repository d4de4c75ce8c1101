import { RESUME_API } from '@resume/contracts';
import type { ResumeSection } from '@resume/contracts';
import { TestApp } from './test-app';

/** A signed-in user's calls to the resume API, plus a look at their rows. */
export class ResumeClient {
  private constructor(
    private readonly t: TestApp,
    readonly cookie: string,
    readonly userId: string,
  ) {}

  static async signIn(t: TestApp): Promise<ResumeClient> {
    const { cookie, user } = await t.signIn();
    return new ResumeClient(t, cookie, user.id as string);
  }

  /** A signed-in user with a paid plan (premium, active), for the paid features. */
  static async signInPaid(t: TestApp): Promise<ResumeClient> {
    return (await ResumeClient.signIn(t)).setPlan('premium', 'active');
  }

  get(path: string) {
    return this.t.http().get(path).set('Cookie', this.cookie);
  }
  post(path: string, body: unknown) {
    return this.t
      .http()
      .post(path)
      .set('Cookie', this.cookie)
      .send(body as object);
  }
  patch(path: string, body: unknown) {
    return this.t
      .http()
      .patch(path)
      .set('Cookie', this.cookie)
      .send(body as object);
  }
  put(path: string, body: unknown) {
    return this.t
      .http()
      .put(path)
      .set('Cookie', this.cookie)
      .send(body as object);
  }
  delete(path: string) {
    return this.t.http().delete(path).set('Cookie', this.cookie);
  }

  /** Creates an item and returns it; fails the test on anything but 201. */
  async create(section: ResumeSection, body: object): Promise<Record<string, unknown> & { id: string; order: number }> {
    const res = await this.post(RESUME_API.section(section), body);
    if (res.status !== 201) throw new Error(`create ${section} answered ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  /** The user's rows of a table, in a stable order, to compare before and after. */
  rows(table: string): Promise<Record<string, unknown>[]> {
    return this.t.dataSource.query(`SELECT * FROM ${table} WHERE userId = ? ORDER BY id`, [this.userId]);
  }

  /** Everything the user owns in the resume tables (and their own user row). */
  async snapshot(): Promise<Record<string, unknown>> {
    const tables = ['experiences', 'education', 'skills', 'projects', 'certifications', 'resumes'];
    const entries = await Promise.all(tables.map(async (table) => [table, await this.rows(table)] as const));
    const user = await this.t.dataSource.query('SELECT * FROM users WHERE id = ?', [this.userId]);
    return { ...Object.fromEntries(entries), user };
  }

  /** Sets the plan as billing will (there is no billing yet): straight in the user's row. */
  async setPlan(plan: string, subscriptionStatus: string | null): Promise<this> {
    await this.t.dataSource.query('UPDATE users SET plan = ?, subscriptionStatus = ? WHERE id = ?', [
      plan,
      subscriptionStatus,
      this.userId,
    ]);
    return this;
  }

  async lastUpdated(): Promise<number> {
    const [row] = await this.rows('resumes');
    return new Date(row.lastUpdated as string).getTime();
  }
}
