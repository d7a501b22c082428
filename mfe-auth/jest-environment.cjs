// jsdom with Node's fetch, shared with the other front-end packages' network-edge tests.
module.exports = require('../test-support/jsdom-with-fetch.cjs');
