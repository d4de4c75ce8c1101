// The layer rules (.dependency-cruiser.cjs and .dependency-cruiser.frontends.cjs, `npm run lint:layers`) must fail on
// what they exist to catch. Each suite copies the sources its rules read (with the rules) to a temporary folder; each
// case plants files there, runs dependency-cruiser on them and expects it to fail naming the rule, or, for an allowed
// seam, to pass.
// `node --test scripts/layer-rules/` (npm test runs it right after the layer rules themselves).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const depcruise = join(root, 'node_modules', '.bin', 'depcruise');

/** What the backend rules need to resolve the backend's imports: its sources, its tsconfig, the contracts. */
const BACKEND_COPY = [
  '.dependency-cruiser.cjs',
  'tsconfig.base.json',
  'backend/tsconfig.json',
  'backend/src',
  'contracts/src',
];

/** What the frontend rules need: the root tsconfig's paths, the platform and two apps to import. */
const FRONTENDS_COPY = [
  '.dependency-cruiser.frontends.cjs',
  'tsconfig.base.json',
  'frontends/platform/src',
  'frontends/shell/src',
  'frontends/editor/src',
];

/** A temporary copy of `paths` (relative to the repository root). */
function copyOf(paths) {
  const copy = mkdtempSync(join(tmpdir(), 'layer-rules-'));
  for (const path of paths) cpSync(join(root, path), join(copy, path), { recursive: true });
  return copy;
}

/** Writes `files` (path -> text) into `copy`, cruises them with the copy's rules, and removes them again. */
function cruisePlanted(copy, config, files) {
  const paths = Object.keys(files);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    writeFileSync(join(copy, path), text);
  }
  try {
    // One level: the planted file's own imports are what each case is about.
    return spawnSync(depcruise, [...paths, '--config', config, '--max-depth', '1'], { cwd: copy, encoding: 'utf8' });
  } finally {
    for (const path of paths) rmSync(join(copy, path));
  }
}

describe('the backend layer rules', () => {
  let copy;
  before(() => {
    copy = copyOf(BACKEND_COPY);
  });
  after(() => rmSync(copy, { recursive: true, force: true }));
  const cruise = (files) => cruisePlanted(copy, '.dependency-cruiser.cjs', files);

  it("fail on a sharing file that imports identity's use case and its repository port (issue 29)", () => {
    const { status, stdout } = cruise({
      'backend/src/modules/sharing/application/planted-owner-lookup.ts': [
        "import { FindAccount } from '../../identity/application/find-account.use-case';",
        "import { UserRepository } from '../../identity/application/ports/user.repository';",
        'export const planted = [FindAccount, UserRepository];',
        '',
      ].join('\n'),
    });
    assert.notEqual(status, 0, 'the layer rules passed a sharing file that imports identity internals');
    assert.match(
      stdout,
      /one-seam-per-module: backend\/src\/modules\/sharing\/application\/planted-owner-lookup\.ts → backend\/src\/modules\/identity\/application\/find-account\.use-case\.ts/,
    );
    assert.match(
      stdout,
      /one-seam-per-module: [^\n]*→ backend\/src\/modules\/identity\/application\/ports\/user\.repository\.ts/,
    );
  });

  it("fail on a sharing file other than a bridge that imports identity's module API", () => {
    const { status, stdout } = cruise({
      'backend/src/modules/sharing/adapters/in/planted-owner.controller.ts':
        "import { IdentityModuleApi } from '../../../identity/application/identity.module-api';\nexport const planted = IdentityModuleApi;\n",
    });
    assert.notEqual(status, 0, "the layer rules passed a controller that calls another module's API");
    assert.match(stdout, /one-seam-per-module: [^\n]*planted-owner\.controller\.ts → [^\n]*identity\.module-api\.ts/);
  });

  it("fail on a bridge that calls another module's use case instead of its module API", () => {
    const { status, stdout } = cruise({
      'backend/src/modules/sharing/adapters/out/planted-owner.bridge.ts':
        "import { FindAccount } from '../../../identity/application/find-account.use-case';\nexport const planted = FindAccount;\n",
    });
    assert.notEqual(status, 0, "the layer rules passed a bridge that calls another module's use case");
    assert.match(
      stdout,
      /bridges-call-module-apis-only: [^\n]*planted-owner\.bridge\.ts → [^\n]*find-account\.use-case\.ts/,
    );
  });

  it("fail on a Nest module that takes another module's provider instead of its Nest module", () => {
    const { status, stdout } = cruise({
      'backend/src/modules/sharing/planted.module.ts':
        "import { UserRepository } from '../identity/application/ports/user.repository';\nexport const planted = UserRepository;\n",
    });
    assert.notEqual(status, 0, "the layer rules passed a Nest module that imports another module's port");
    assert.match(
      stdout,
      /nest-modules-import-nest-modules-only: [^\n]*planted\.module\.ts → [^\n]*user\.repository\.ts/,
    );
  });

  it("fail on a read model that imports another module's use case (its ORM entities only)", () => {
    const { status, stdout } = cruise({
      'backend/src/modules/sharing/adapters/out/read-models/planted-owner.read-model.ts':
        "import { FindAccount } from '../../../../identity/application/find-account.use-case';\nexport const planted = FindAccount;\n",
    });
    assert.notEqual(status, 0, "the layer rules passed a read model that imports another module's use case");
    assert.match(
      stdout,
      /read-models-read-only-tables: [^\n]*planted-owner\.read-model\.ts → [^\n]*find-account\.use-case\.ts/,
    );
  });

  it("pass a bridge that calls other modules' APIs, and a Nest module that imports their Nest modules", () => {
    const { status, stdout } = cruise({
      'backend/src/modules/sharing/adapters/out/planted-owner.bridge.ts': [
        "import { IdentityModuleApi } from '../../../identity/application/identity.module-api';",
        "import { PdfModuleApi } from '../../../pdf/application/pdf.module-api';",
        'export const planted = [IdentityModuleApi, PdfModuleApi];',
        '',
      ].join('\n'),
      'backend/src/modules/sharing/planted.module.ts':
        "import { IdentityProfileModule } from '../identity/identity-profile.module';\nexport const planted = IdentityProfileModule;\n",
    });
    assert.equal(status, 0, stdout);
  });
});

describe('the frontend layer rules', () => {
  let copy;
  before(() => {
    copy = copyOf(FRONTENDS_COPY);
  });
  after(() => rmSync(copy, { recursive: true, force: true }));
  const cruise = (files) => cruisePlanted(copy, '.dependency-cruiser.frontends.cjs', files);

  it("fail on a new remote (frontends/account) that imports the editor's source", () => {
    const { status, stdout } = cruise({
      'frontends/account/src/AccountPage.tsx':
        "import { EditorPage } from '../../editor/src/EditorPage';\nexport const planted = EditorPage;\n",
    });
    assert.notEqual(status, 0, 'the layer rules passed a remote that imports another remote');
    assert.match(
      stdout,
      /apps-import-no-other-app: frontends\/account\/src\/AccountPage\.tsx → frontends\/editor\/src\/EditorPage\.tsx/,
    );
  });

  it('fail on a remote that imports the shell', () => {
    const { status, stdout } = cruise({
      'frontends/editor/src/planted.ts': "import { App } from '../../shell/src/App';\nexport const planted = App;\n",
    });
    assert.notEqual(status, 0, 'the layer rules passed a remote that imports the shell');
    assert.match(
      stdout,
      /apps-import-no-other-app: frontends\/editor\/src\/planted\.ts → frontends\/shell\/src\/App\.tsx/,
    );
  });

  it("fail on a remote's spec that reaches into the platform's src for its test support", () => {
    const { status, stdout } = cruise({
      'frontends/editor/src/planted.spec.tsx':
        "import { renderWithProviders } from '../../platform/src/testing/render-with-providers';\nexport const planted = renderWithProviders;\n",
    });
    assert.notEqual(status, 0, "the layer rules passed a spec that imports a path into the platform's src");
    assert.match(
      stdout,
      /app-specs-use-platform-testing: frontends\/editor\/src\/planted\.spec\.tsx → frontends\/platform\/src\/testing\/render-with-providers\.tsx/,
    );
  });

  it('fail on the platform importing an app', () => {
    const { status, stdout } = cruise({
      'frontends/platform/src/planted.ts': "import { App } from '../../shell/src/App';\nexport const planted = App;\n",
    });
    assert.notEqual(status, 0, 'the layer rules passed the platform importing the shell');
    assert.match(
      stdout,
      /shared-packages-import-no-app: frontends\/platform\/src\/planted\.ts → frontends\/shell\/src\/App\.tsx/,
    );
  });

  it("pass a remote's spec that takes @resume/platform/testing and @resume/platform", () => {
    const { status, stdout } = cruise({
      'frontends/account/src/planted.spec.tsx': [
        "import { renderWithProviders } from '@resume/platform/testing';",
        "import { apiJson } from '@resume/platform';",
        'export const planted = [renderWithProviders, apiJson];',
        '',
      ].join('\n'),
    });
    assert.equal(status, 0, stdout);
  });
});
