// @ts-check
const { federatedConfig } = require('@kingside/webpack-config');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'mfe_blog',
  port: 3002,
  standaloneEntry: './src/standalone.tsx',
  serverEntry: './src/server.tsx',
  exposes: {
    './Routes': './src/BlogRoutes.tsx',
    './BlogPreview': './src/BlogPreview.tsx',
  },
});
