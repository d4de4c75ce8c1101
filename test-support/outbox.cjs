// The sign-in-via-outbox steps every test runtime shares: the backend's Jest suites (test/support/test-app.ts), the
// Playwright journeys (frontends/e2e/tests/support.ts) and the benchmarks (bench/lib/app.mjs, plain Node ESM). The
// mail adapter a fresh machine uses writes each message as JSON into DATA_DIR/outbox (file names sort by time);
// these read it. CommonJS with a .d.cts beside it, so all three import the one file without a build step.
'use strict';
const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

/** A magic link as the sign-in mail writes it: `${APP_URL}/magic-link-verify?token=...`. */
const MAGIC_LINK_PATTERN = /https?:\/\/[^\s"'<>]+?\/magic-link-verify\?token=([A-Za-z0-9_%-]+)/;

/** Every mail in DATA_DIR/outbox, oldest first; [] before the first one. */
function readOutbox(dataDir) {
  let dir;
  let files;
  try {
    dir = join(dataDir, 'outbox');
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return files.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
}

/** The newest mail to the address (any letter case), or with `pattern` the newest whose text matches it. */
function newestMailTo(dataDir, email, pattern) {
  const to = email.toLowerCase();
  return readOutbox(dataDir)
    .reverse()
    .find((m) => m.to.toLowerCase() === to && (!pattern || m.text.search(pattern) !== -1));
}

/** The magic link in a mail's text and its token (decoded), or undefined. */
function magicLinkIn(text) {
  const match = MAGIC_LINK_PATTERN.exec(text);
  return match ? { link: match[0], token: decodeURIComponent(match[1]) } : undefined;
}

module.exports = { MAGIC_LINK_PATTERN, readOutbox, newestMailTo, magicLinkIn };
