/** Renderer tests: server-side rendering only (renderToString), so no DOM environment is needed. */
module.exports = require('../jest.frontend')(__dirname);
