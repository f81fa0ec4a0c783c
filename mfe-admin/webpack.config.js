// @ts-check
const { federatedConfig } = require('@kingside/webpack-config');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'mfe_admin',
  port: 3006,
  standaloneEntry: './src/standalone.tsx',
  exposes: {
    './AdminLogin': './src/AdminLogin.tsx',
    './Routes': './src/AdminRoutes.tsx',
  },
});
