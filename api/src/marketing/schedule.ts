import type { AppDeps } from '../shared/deps';
import { remindAbandonedCarts } from './abandonedCarts';
import { dropUnconfirmed, notifyRestocked, settleRestockNotices } from './backInStock';

/** How often each instance sweeps for restocked products and abandoned carts. */
const MARKETING_SWEEP = { intervalMs: 5 * 60_000 } as const;

/**
 * The server's timer for the e-mails that bring people back, scheduled as the sweep of unpaid orders is
 * (payments/unpaidOrders.ts): now, then every MARKETING_SWEEP.intervalMs after the previous sweep finished, on every
 * instance (each e-mail is claimed once, marketing/backInStock.ts and abandonedCarts.ts). The timer does not keep the
 * process alive.
 */
export function startMarketingSweep(deps: AppDeps): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running = true;
  let current: Promise<void> = Promise.resolve();
  const sweep = async () => {
    try {
      await dropUnconfirmed(deps);
      const restocked = await notifyRestocked(deps);
      const reminded = await remindAbandonedCarts(deps);
      if (restocked + reminded > 0) deps.logger.info({ restocked, reminded }, 'back-in-stock and cart reminder e-mails queued');
    } catch (error) {
      deps.logger.error({ err: error }, 'the back-in-stock and cart reminder sweep failed; trying again later');
    }
  };
  const tick = () => {
    current = sweep().then(() => {
      if (running) timer = setTimeout(tick, MARKETING_SWEEP.intervalMs).unref();
    });
  };
  tick();
  return {
    async stop() {
      running = false;
      clearTimeout(timer);
      await current;
      await settleRestockNotices(deps);
    },
  };
}
