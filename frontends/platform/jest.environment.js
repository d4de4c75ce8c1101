/**
 * jsdom plus the fetch API of Node (fetch, Response, Request, Headers, streams), which jsdom does not provide. Tests
 * replace `fetch` with a jest.fn answering real `Response` objects. The shell's jest config uses this file too.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const names = [
      'fetch',
      'Response',
      'Request',
      'Headers',
      'ReadableStream',
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
    ];
    for (const name of names) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchEnvironment;
