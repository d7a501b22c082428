/**
 * jsdom with Node's fetch (and the classes it works with), so screen tests answer requests at the
 * network edge and the real API client, endpoint functions and stores run.
 */
const JsdomEnvironment = require('jest-environment-jsdom').default;

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
];

class JsdomWithFetch extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetch;
