module.exports = require('../webpack/remote.cjs').remoteConfig(__dirname);
