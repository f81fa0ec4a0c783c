// @ts-check
const { federatedConfig } = require('@kingside/webpack-config');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'mfe_checkout',
  port: 3004,
  standaloneEntry: './src/standalone.tsx',
  exposes: {
    './CartPage': './src/CartPage.tsx',
    './CheckoutPage': './src/CheckoutPage.tsx',
    './AccountOrdersPage': './src/AccountOrdersPage.tsx',
    './CheckoutCompletePage': './src/CheckoutCompletePage.tsx',
  },
});
