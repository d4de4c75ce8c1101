import { MigrationInterface, QueryRunner, Table, TableColumnOptions, TableForeignKey, TableIndex } from 'typeorm';

/**
 * The whole schema of spec section 3 plus sign-in, sessions and rate limits. Written with the driver-neutral
 * QueryRunner API so one migration serves MySQL/MariaDB and sql.js. No database-side defaults for dates:
 * the application writes them (from its Clock), which keeps both engines identical.
 */
const id = (name = 'id'): TableColumnOptions => ({ name, type: 'varchar', length: '22', isPrimary: true });
const ref = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: '22',
  isNullable: nullable,
});
const str = (name: string, length: number, nullable = true): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: nullable,
});
const text = (name: string, nullable = true): TableColumnOptions => ({ name, type: 'text', isNullable: nullable });
const date = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'datetime',
  precision: 3,
  isNullable: nullable,
});
const int = (name: string, dflt = 0): TableColumnOptions => ({ name, type: 'int', isNullable: false, default: dflt });
const bool = (name: string): TableColumnOptions => ({ name, type: 'boolean', isNullable: false, default: 0 });
const order = (): TableColumnOptions => int('order');

const ownedBy = (table: string, columns: string[], onDelete: 'CASCADE' | 'SET NULL' = 'CASCADE') =>
  columns.map(
    (column) =>
      new TableForeignKey({
        columnNames: [column],
        referencedTableName: column === 'userId' ? 'users' : column === 'resumeId' ? 'resumes' : table,
        referencedColumnNames: ['id'],
        onDelete,
      }),
  );

export class InitialSchema1732000000000 implements MigrationInterface {
  name = 'InitialSchema1732000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'users',
        columns: [
          id(),
          str('email', 254, false),
          str('username', 30, false),
          str('name', 100),
          str('title', 120),
          str('phone', 30),
          str('location', 120),
          text('linkedin'),
          text('github'),
          text('website'),
          { name: 'plan', type: 'varchar', length: '20', isNullable: false, default: "'free'" },
          str('subscriptionStatus', 30),
          str('domain', 253),
          str('customDomain', 253),
          str('domainSecurityCode', 64),
          str('subdomain', 63),
          str('linkedinId', 100),
          date('createdAt'),
          date('updatedAt'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_users_email', columnNames: ['email'], isUnique: true }),
          new TableIndex({ name: 'UQ_users_username', columnNames: ['username'], isUnique: true }),
          new TableIndex({ name: 'UQ_users_subdomain', columnNames: ['subdomain'], isUnique: true }),
          new TableIndex({ name: 'UQ_users_customDomain', columnNames: ['customDomain'], isUnique: true }),
          new TableIndex({ name: 'UQ_users_linkedinId', columnNames: ['linkedinId'], isUnique: true }),
        ],
      }),
    );

    await q.createTable(
      new Table({
        name: 'resumes',
        columns: [
          id(),
          ref('userId'),
          text('summary'),
          date('lastUpdated'),
          { name: 'font', type: 'varchar', length: '60', isNullable: false, default: "'Inter'" },
          { name: 'theme', type: 'varchar', length: '20', isNullable: false, default: "'blue'" },
        ],
        indices: [new TableIndex({ name: 'UQ_resumes_userId', columnNames: ['userId'], isUnique: true })],
        foreignKeys: ownedBy('resumes', ['userId']),
      }),
    );

    const item = (name: string, columns: TableColumnOptions[]) =>
      new Table({
        name,
        columns: [id(), ref('userId'), ref('resumeId'), ...columns, order()],
        indices: [new TableIndex({ name: `IDX_${name}_owner_order`, columnNames: ['userId', 'order'] })],
        foreignKeys: ownedBy(name, ['userId', 'resumeId']),
      });

    await q.createTable(
      item('experiences', [
        str('title', 200, false),
        str('company', 200, false),
        str('location', 120),
        str('startDate', 20, false),
        str('endDate', 20),
        bool('current'),
        text('description'),
        text('tags'),
      ]),
    );
    await q.createTable(
      item('education', [
        str('degree', 200, false),
        str('institution', 200, false),
        str('location', 120),
        str('startDate', 20, false),
        str('endDate', 40),
        str('gpa', 50),
        text('description'),
      ]),
    );
    await q.createTable(item('skills', [str('category', 100, false), str('name', 100, false), int('level', 3)]));
    await q.createTable(
      item('projects', [str('name', 200, false), text('url'), text('description'), str('year', 20), text('tags')]),
    );
    await q.createTable(
      item('certifications', [
        str('name', 200, false),
        str('issuer', 200, false),
        str('issueDate', 20),
        str('expirationDate', 20),
        text('url'),
      ]),
    );

    await q.createTable(
      new Table({
        name: 'filters',
        columns: [
          id(),
          ref('userId'),
          str('name', 100, false),
          text('tags'),
          str('font', 60),
          str('primaryColor', 20),
          str('secondaryColor', 20),
          str('accentStyle', 20),
          str('companyName', 200),
          text('logoImage'),
          text('headerImage'),
          date('createdAt'),
          date('updatedAt'),
        ],
        indices: [new TableIndex({ name: 'IDX_filters_userId', columnNames: ['userId'] })],
        foreignKeys: ownedBy('filters', ['userId']),
      }),
    );

    await q.createTable(
      new Table({
        name: 'templates',
        columns: [
          id(),
          // Null marks a system template or preset (the API shows it as userId -1).
          ref('userId', true),
          bool('isDefault'),
          str('primaryColor', 20, false),
          str('secondaryColor', 20, false),
          str('font', 60, false),
          { name: 'pageMargin', type: 'varchar', length: '10', isNullable: false, default: "'0.25'" },
          { name: 'accentStyle', type: 'varchar', length: '20', isNullable: false, default: "'border-left'" },
          str('companyName', 200),
          text('logoImage'),
          text('headerImage'),
          text('layoutData'),
          date('createdAt'),
          date('updatedAt'),
        ],
        indices: [new TableIndex({ name: 'IDX_templates_userId', columnNames: ['userId'] })],
        foreignKeys: ownedBy('templates', ['userId']),
      }),
    );

    await q.createTable(
      new Table({
        name: 'share_links',
        columns: [
          id(),
          ref('userId'),
          str('shareableId', 64, false),
          ref('filterId', true),
          ref('resumeId'),
          ref('templateId', true),
          str('securityCode', 4),
          date('createdAt'),
          int('viewCount'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_share_links_shareableId', columnNames: ['shareableId'], isUnique: true }),
          new TableIndex({ name: 'IDX_share_links_userId', columnNames: ['userId'] }),
        ],
        foreignKeys: [
          ...ownedBy('share_links', ['userId', 'resumeId']),
          new TableForeignKey({
            columnNames: ['filterId'],
            referencedTableName: 'filters',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
          new TableForeignKey({
            columnNames: ['templateId'],
            referencedTableName: 'templates',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
      }),
    );

    await q.createTable(
      new Table({
        name: 'magic_link_tokens',
        columns: [
          id(),
          str('tokenHash', 64, false),
          str('email', 254, false),
          date('expiresAt'),
          date('usedAt', true),
          date('createdAt'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_magic_link_tokens_tokenHash', columnNames: ['tokenHash'], isUnique: true }),
          new TableIndex({ name: 'IDX_magic_link_tokens_expiresAt', columnNames: ['expiresAt'] }),
        ],
      }),
    );

    await q.createTable(
      new Table({
        name: 'sessions',
        columns: [
          id(),
          str('idHash', 64, false),
          ref('userId'),
          date('expiresAt'),
          date('createdAt'),
          date('lastSeenAt'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_sessions_idHash', columnNames: ['idHash'], isUnique: true }),
          new TableIndex({ name: 'IDX_sessions_userId', columnNames: ['userId'] }),
        ],
        foreignKeys: ownedBy('sessions', ['userId']),
      }),
    );

    await q.createTable(
      new Table({
        name: 'rate_limit_hits',
        columns: [id(), str('bucketKey', 128, false), int('hits'), date('expiresAt')],
        indices: [
          new TableIndex({ name: 'UQ_rate_limit_hits_bucketKey', columnNames: ['bucketKey'], isUnique: true }),
          new TableIndex({ name: 'IDX_rate_limit_hits_expiresAt', columnNames: ['expiresAt'] }),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'rate_limit_hits',
      'sessions',
      'magic_link_tokens',
      'share_links',
      'templates',
      'filters',
      'certifications',
      'projects',
      'skills',
      'education',
      'experiences',
      'resumes',
      'users',
    ]) {
      await q.dropTable(table);
    }
  }
}
