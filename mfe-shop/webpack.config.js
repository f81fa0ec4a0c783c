// @ts-check
const { federatedConfig } = require('@kingside/webpack-config');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'mfe_shop',
  port: 3003,
  standaloneEntry: './src/standalone.tsx',
  serverEntry: './src/server.tsx',
  exposes: {
    './Routes': './src/ShopRoutes.tsx',
    './ProductsPreview': './src/ProductsPreview.tsx',
    './ProductTeaser': './src/ProductTeaser.tsx',
  },
});
