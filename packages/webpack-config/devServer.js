// @ts-check
/**
 * `npm run dev`: each app's dev server with hot reload. The api runs on its own port (API_DEV_URL, default
 * http://localhost:3100) and is proxied; the shell finds each remote's dev server under /remotes/<name>/, as in
 * production, and each remote also serves itself standalone on its own port.
 */
// Built by `tsc -b` before any webpack run.
const { REMOTES } = require('@kingside/contracts');

/**
 * @param {{port: number, isShell: boolean}} options
 * @returns {Record<string, unknown>} webpack-dev-server's options
 */
function devServerConfig({ port, isShell }) {
  const apiTarget = process.env.API_DEV_URL ?? 'http://localhost:3100';
  return {
    port,
    hot: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { runtimeErrors: false } },
    proxy: [
      { context: ['/api', '/images', '/uploads'], target: apiTarget },
      ...(isShell
        ? REMOTES.map((remote) => ({
            context: [`/remotes/${remote.name}`],
            target: `http://localhost:${remote.port}`,
            pathRewrite: { [`^/remotes/${remote.name}`]: '' },
          }))
        : []),
    ],
  };
}

module.exports = { devServerConfig };
