/** The account remote (/profile, /subscription, the test checkout and portal); `npm run serve -w frontends/account` runs it alone on port 3104. */
const { createRemoteConfig } = require('../platform/federation/remote-webpack');

module.exports = createRemoteConfig({ appDir: __dirname, name: 'account', devPort: 3104 });
