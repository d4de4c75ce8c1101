/** The editor remote (/resume-editor); `npm run serve -w frontends/editor` runs it alone on port 3101. */
const { createRemoteConfig } = require('../platform/federation/remote-webpack');
const pkg = require('./package.json');

module.exports = createRemoteConfig({
  appDir: __dirname,
  name: 'editor',
  devPort: 3101,
  defines: { __EDITOR_VERSION__: JSON.stringify(pkg.version) },
});
