import os from 'node:os';
import path from 'node:path';

/** Where the browser tests find the site and what the server under test was started with. */
export const E2E = {
  port: Number(process.env.E2E_PORT || 3311),
  get baseUrl() {
    return `http://127.0.0.1:${this.port}`;
  },
  admin: { email: 'admin@e2e.example', password: 'e2e-admin-password-1' },
  /**
   * Every e-mail the api sends, as the SMTP capture server received it (`<id>.eml` and `<id>.json`,
   * api/src/testing/standIns/smtpCaptureMain.ts); per server port, so runs of different teams on one machine do not empty each
   * other's outbox
   */
  get outboxDir() {
    return path.join(os.tmpdir(), `kingside-e2e-outbox-${this.port}`);
  },
  /** the SMTP server the api sends its mail to during the browser tests (SMTP_URL) */
  get smtpCapturePort() {
    return Number(process.env.E2E_SMTP_PORT || this.port + 2000);
  },
  /** the api's DEPLOY_TOKEN during the browser tests: the publish script and the registry journey deploy with it */
  deployToken: 'e2e-deploy-token-0123456789abcdef',
  /** the api's store of published remote versions (REMOTES_DIR), per server port */
  get remotesDir() {
    return path.join(os.tmpdir(), `kingside-e2e-remotes-${this.port}`);
  },
  githubStandInPort: Number(process.env.E2E_GITHUB_PORT || 3399),
  /** mfe-learn is served from this second origin during the browser tests */
  get relocatedLearnPort() {
    return this.port + 1000;
  },
  get relocatedLearnUrl() {
    return `http://127.0.0.1:${this.relocatedLearnPort}/`;
  },
  get githubStandInUrl() {
    return `http://127.0.0.1:${this.githubStandInPort}`;
  },
};
