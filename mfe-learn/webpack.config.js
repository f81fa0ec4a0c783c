// @ts-check
const { federatedConfig } = require('@kingside/webpack-config');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'mfe_learn',
  port: 3001,
  standaloneEntry: './src/standalone.tsx',
  serverEntry: './src/server.tsx',
  exposes: {
    './Routes': './src/LearnRoutes.tsx',
    './LessonsPreview': './src/LessonsPreview.tsx',
    './TrainRoutes': './src/train/TrainRoutes.tsx',
  },
});
