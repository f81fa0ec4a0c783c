import Stripe from 'stripe';
import type { StripeConfig } from '../shared/config';

/*
 * The official Stripe SDK, one client per configuration (an app's deps are built once; tests build several).
 * STRIPE_API_URL points it at another host (the tests' stand-in, testing/standIns/stripeStandIn.ts) through the
 * SDK's own host/port/protocol options, as the GitHub sign-in reaches its stand-in.
 */

const clients = new WeakMap<StripeConfig, Stripe>();

export function stripeClient(config: StripeConfig): Stripe {
  let client = clients.get(config);
  if (!client) {
    client = new Stripe(config.secretKey, {
      ...(config.api ?? {}),
      // Retries carry the same idempotency key: a timed-out create is never made twice.
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Kingside Academy' },
    });
    clients.set(config, client);
  }
  return client;
}

export type { Stripe };
