/**
 * Layer rules of the backend (docs: backend/src/modules/README.md, docs/decisions/0005-backend-shape.md). Run with
 * `npm run lint:layers`.
 * Paths are relative to the repository root; @resume/contracts resolves through backend/tsconfig.json to contracts/src.
 */
const MODULE = '^backend/src/modules/([^/]+)/';
/** A read model (docs/decisions/0018-read-models-and-presenters.md): the one kind of file that may name other modules' tables. */
const READ_MODEL = '\\.read-model\\.ts$';
/** Any file of any module. */
const ANY_MODULE = '^backend/src/modules/[^/]+/';
/** The one file of a module that others import (docs/decisions/0058-one-seam-per-module.md): an abstract class. */
const MODULE_API = '^backend/src/modules/(?<api>[^/]+)/application/\\k<api>\\.module-api\\.ts$';
/** A bridge (after MODULE or ANY_MODULE): the outbound adapter that answers a port of its module with another's API. */
const BRIDGE = 'adapters/out/[^/]+\\.bridge\\.ts$';
/** A module's Nest module files, at its root (after MODULE or ANY_MODULE). */
const NEST_MODULE = '[^/]+\\.module\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Circular imports hide the real direction of a dependency.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-plain-typescript',
      severity: 'error',
      comment:
        'A module domain imports only its own domain, the shared kernel domain, the contracts and node built-ins.',
      from: { path: `${MODULE}domain/` },
      to: {
        dependencyTypesNot: ['core'],
        pathNot: ['^backend/src/modules/$1/domain/', '^backend/src/shared/domain/', '^contracts/src/'],
      },
    },
    {
      name: 'shared-domain-is-plain-typescript',
      severity: 'error',
      from: { path: '^backend/src/shared/domain/' },
      to: { dependencyTypesNot: ['core'], pathNot: ['^backend/src/shared/domain/', '^contracts/src/'] },
    },
    {
      name: 'application-knows-no-adapter',
      severity: 'error',
      comment: 'Use cases depend on ports; adapters and infrastructure depend on them, never the other way round.',
      from: { path: [`${MODULE}application/`, '^backend/src/shared/application/'] },
      to: {
        path: [
          '/adapters/',
          '^backend/src/infrastructure/',
          '^backend/src/web/',
          '^backend/src/health/',
          '^frontends/resume-view/',
          'node_modules/(@nestjs/typeorm|typeorm|ioredis|@sendgrid|express|mysql2|sql\\.js|passport|passport-custom|@nestjs/passport|@nestjs/platform-express|@nestjs/throttler|cookie-parser|react|react-dom|@resume/resume-view|frontends/resume-view|bull|@nestjs/bull|@bull-board|puppeteer|puppeteer-core|puppeteer-cluster|stripe|compression)/',
        ],
      },
    },
    {
      name: 'presenters-only-for-inbound-adapters',
      severity: 'error',
      comment:
        'A presenter (*.presenter.ts: the API shape of domain objects) lives in adapters/in and only inbound adapters use ' +
        'it: use cases return domain objects, other modules read the contracts types through a *.module-api.ts.',
      from: { pathNot: '^backend/src/modules/[^/]+/adapters/in/' },
      to: { path: '\\.presenter\\.tsx?$' },
    },
    {
      name: 'presenters-live-in-adapters-in',
      severity: 'error',
      comment:
        'A *.presenter.ts outside adapters/in (in a domain or application folder, say) is a presenter in hiding.',
      from: { path: '\\.presenter\\.tsx?$', pathNot: '^backend/src/modules/[^/]+/adapters/in/' },
      to: {},
    },
    {
      name: 'one-seam-per-module',
      severity: 'error',
      comment:
        'A module reaches another only through a port of its own, answered by a *.bridge.ts in its adapters/out that ' +
        "calls the other module's API (application/<module>.module-api.ts), and its *.module.ts imports the other's " +
        'Nest module; no other file of a module imports anything of another module (read models: their ORM entities ' +
        'only, below). docs/decisions/0058-one-seam-per-module.md.',
      from: { path: MODULE, pathNot: [`${ANY_MODULE}${BRIDGE}`, `${ANY_MODULE}${NEST_MODULE}`, READ_MODEL] },
      to: { path: ANY_MODULE, pathNot: '^backend/src/modules/$1/' },
    },
    {
      name: 'bridges-call-module-apis-only',
      severity: 'error',
      comment:
        "A bridge (*.bridge.ts) calls another module through that module's API only, never its use cases, ports, " +
        'domain or adapters (docs/decisions/0058-one-seam-per-module.md).',
      from: { path: `${MODULE}${BRIDGE}` },
      to: { path: ANY_MODULE, pathNot: ['^backend/src/modules/$1/', MODULE_API] },
    },
    {
      name: 'nest-modules-import-nest-modules-only',
      severity: 'error',
      comment:
        "A module's *.module.ts imports another module's Nest module (which exports its module API and nothing else), " +
        'never its providers (docs/decisions/0058-one-seam-per-module.md).',
      from: { path: `${MODULE}${NEST_MODULE}` },
      to: { path: ANY_MODULE, pathNot: ['^backend/src/modules/$1/', `${ANY_MODULE}${NEST_MODULE}`] },
    },
    {
      name: 'inbound-adapters-call-their-application',
      severity: 'error',
      comment:
        "An inbound adapter (controller, guard, presenter, scheduled task) calls its own module's use cases and reads its " +
        'domain, with the shared infrastructure; never an outbound adapter (a port is the way there) nor anything of ' +
        'another module (its use cases are reached through a port of this module and a *.bridge.ts in adapters/out).',
      from: { path: `${MODULE}adapters/in/` },
      to: {
        path: '^backend/src/modules/',
        pathNot: '^backend/src/modules/$1/(application|domain|adapters/in)/',
      },
    },
    {
      name: 'read-models-read-only-tables',
      severity: 'error',
      comment:
        "A read model (*.read-model.ts) may name another module's tables, and so import its ORM entities; nothing else " +
        'of that module. Table names in SQL text are beyond dependency-cruiser: ' +
        'backend/src/modules/other-modules-tables.spec.ts fails on them outside read models.',
      from: { path: `${MODULE}.*${READ_MODEL}` },
      to: {
        path: ANY_MODULE,
        pathNot: ['^backend/src/modules/$1/', '^backend/src/modules/[^/]+/adapters/out/[^/]+\\.orm-entit(y|ies)\\.ts$'],
      },
    },
    {
      name: 'read-models-live-in-adapters-out',
      severity: 'error',
      comment: 'Read models are outbound adapters of their module, kept together in adapters/out/read-models/.',
      from: { path: READ_MODEL, pathNot: `${MODULE}adapters/out/read-models/[^/]+$` },
      to: {},
    },
    {
      name: 'infrastructure-knows-no-module',
      severity: 'error',
      comment: 'Shared infrastructure serves every module and so imports none.',
      from: { path: '^backend/src/(infrastructure|shared|config)/' },
      to: { path: '^backend/src/modules/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'backend', 'tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
