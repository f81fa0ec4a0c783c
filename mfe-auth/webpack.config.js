// @ts-check
const { federatedConfig } = require('@kingside/webpack-config');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'mfe_auth',
  port: 3005,
  standaloneEntry: './src/standalone.tsx',
  serverEntry: './src/server.tsx',
  // One home for what the remote exposes: this build, and knip's entry points (knip.config.ts).
  exposes: require('./exposes.json'),
});
