import { startStripeStandIn } from './stripeStandIn';

/*
 * The Stripe stand-in as a process of its own, for the browser journey (e2e/support/stripeSite.ts):
 *   tsx api/src/testing/standIns/stripeStandInMain.ts <port> <webhook URL>
 * with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET as the site under test has them. The journey drives it over HTTP
 * (its hosted page; POST /test/sessions/{id}/expire). Prints "ready <url>" once it listens.
 */
const [port, webhookUrl] = process.argv.slice(2);
const secretKey = process.env.STRIPE_SECRET_KEY;
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
if (!port || !webhookUrl || !secretKey || !webhookSecret) {
  console.error('usage: STRIPE_SECRET_KEY=… STRIPE_WEBHOOK_SECRET=… tsx stripeStandInMain.ts <port> <webhook URL>');
  process.exit(2);
}
startStripeStandIn({ secretKey, webhookSecret, webhookUrl, port: Number(port) }).then(
  (standIn) => console.log(`ready ${standIn.url}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
