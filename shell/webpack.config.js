// @ts-check
const { federatedConfig } = require('@kingside/webpack-config');

module.exports = federatedConfig({ dir: __dirname, name: 'shell', entry: './src/index.tsx', port: 3000 });
