// @ts-check
const { federatedConfig } = require('@kingside/webpack-config');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'mfe_auth',
  port: 3005,
  standaloneEntry: './src/standalone.tsx',
  exposes: {
    './AuthPage': './src/AuthPage.tsx',
    './AccountMenu': './src/AccountMenu.tsx',
    './JoinInitiative': './src/JoinInitiative.tsx',
  },
});
