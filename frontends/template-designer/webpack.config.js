/** The template-designer remote (/template-editor); `npm run serve -w frontends/template-designer` runs it alone on port 3103. */
const { createRemoteConfig } = require('../platform/federation/remote-webpack');

module.exports = createRemoteConfig({ appDir: __dirname, name: 'templateDesigner', devPort: 3103 });
