/** The share-manager remote (/filters, /share, /share-links); `npm run serve -w frontends/share-manager` runs it alone on port 3102. */
const { createRemoteConfig } = require('../platform/federation/remote-webpack');

module.exports = createRemoteConfig({ appDir: __dirname, name: 'shareManager', devPort: 3102 });
