import {
  MARKETING_API,
  MARKETING_MESSAGES,
  type BackInStockRequest,
  type EmailPreferences,
  type MemberCartLink,
} from '@kingside/contracts';
import { backInStockSchema, emailPreferencesSchema, memberCartSchema, signedLinkQuerySchema } from '@kingside/contracts/schemas';
import { Router, type Request, type Response } from 'express';
import { backInStockRateLimiter, memberOrGuest, signedInMember } from '../accounts';
import { routeId } from '../catalogue';
import type { AppDeps } from '../shared/deps';
import { body, validated } from '../shared/http/validate';
import { emailPreferences, linkMemberCart, setEmailPreferences, unsubscribeCartReminders } from './abandonedCarts';
import { confirmationOf, confirmBackInStock, requestBackInStock, unsubscribeBackInStock } from './backInStock';
import { sendPage, type LandingPage } from './pages';
import { readLink } from './signedLinks';

/*
 * The e-mails that bring people back (docs/spec.md §7.20):
 *  - POST /api/products/{id}/back-in-stock: "Notify me" (a member with their token, a guest with an address),
 *    rate-limited per client address;
 *  - GET and POST /api/back-in-stock/confirm?token=: a guest's confirmation link (the page, then its button);
 *  - GET and POST /api/unsubscribe?token=: every such e-mail's unsubscribe link (the page, then its button, or a
 *    mail client's one-click POST, RFC 8058); no sign-in;
 *  - GET and PUT /api/me/email-preferences, PUT /api/me/cart: the member's opt-in and the cart their browser holds.
 *
 * A link opened in a browser (Sec-Fetch-Mode: navigate) gets a page, also when the link is not valid; any other client
 * gets JSON: 200 {message}, or a refusal's 400 {message}.
 */

const withoutApi = (path: string) => path.slice('/api'.length);

/** A browser's navigation (the link opened, the page's button pressed), not a script's or a mail client's request. */
const navigating = (req: Request) => req.get('sec-fetch-mode') === 'navigate';

/** The token of a link's query (`?token=`), or null when the query is not one. */
function linkToken(req: Request, invalid: string): string {
  return validated<{ token: string }>(signedLinkQuerySchema.messages({ '*': invalid }), req.query).token;
}

/** A refusal of a link: a page in a browser, JSON otherwise. */
function refuseLink(req: Request, res: Response, title: string, message: string): void {
  if (navigating(req)) sendPage(res, 400, { title, message });
  else res.status(400).set('Cache-Control', 'no-store').json({ message });
}

/** An outcome of a link's button: a page in a browser, JSON `{message}` otherwise. */
function answerLink(req: Request, res: Response, page: LandingPage): void {
  if (navigating(req)) sendPage(res, 200, page);
  else res.set('Cache-Control', 'no-store').json({ message: page.message });
}

export function marketingRoutes(deps: AppDeps): Router {
  const router = Router();
  const { config, db } = deps;
  const memberId = async (req: Request) => Number((await signedInMember(deps, req)).id);

  router.post(withoutApi(MARKETING_API.backInStock(':id')), backInStockRateLimiter(deps), async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const productId = routeId(req.params.id);
    const member = await memberOrGuest(deps, req);
    const { email } = body<BackInStockRequest>(req, backInStockSchema);
    const { status, answer } = await requestBackInStock(deps, productId, member, email);
    res.status(status).json(answer);
  });

  // The guest's confirmation: the page (GET) changes nothing; its button (POST) confirms.
  const confirm = withoutApi(MARKETING_API.confirm);
  const { confirmTitle, confirmInvalid } = MARKETING_MESSAGES;
  router.get(confirm, async (req, res) => {
    const token = linkToken(req, confirmInvalid);
    const confirmation = await confirmationOf(deps, token);
    if (!confirmation) return refuseLink(req, res, confirmTitle, confirmInvalid);
    sendPage(res, 200, {
      title: confirmTitle,
      message: MARKETING_MESSAGES.confirmPrompt(confirmation.product),
      form: { action: req.originalUrl, button: MARKETING_MESSAGES.confirmButton },
    });
  });
  router.post(confirm, async (req, res) => {
    const token = linkToken(req, confirmInvalid);
    const product = await confirmBackInStock(deps, token);
    if (product === null) return refuseLink(req, res, confirmTitle, confirmInvalid);
    req.log?.info({ link: 'confirm' }, 'back-in-stock request confirmed');
    answerLink(req, res, { title: confirmTitle, message: MARKETING_MESSAGES.confirmed(product) });
  });

  // The unsubscribe: the page (GET) changes nothing; its button, or a mail client's one-click POST, unsubscribes.
  const unsubscribe = withoutApi(MARKETING_API.unsubscribe);
  const { unsubscribeTitle, unsubscribeInvalid } = MARKETING_MESSAGES;
  const kindOf = (purpose: 'bis' | 'cart') => (purpose === 'bis' ? 'backInStock' : 'cart');
  router.get(unsubscribe, async (req, res) => {
    const link = readLink(config.secretsKey, linkToken(req, unsubscribeInvalid), ['bis', 'cart']);
    if (!link) return refuseLink(req, res, unsubscribeTitle, unsubscribeInvalid);
    sendPage(res, 200, {
      title: unsubscribeTitle,
      message: MARKETING_MESSAGES.unsubscribePrompt[kindOf(link.purpose as 'bis' | 'cart')],
      form: { action: req.originalUrl, button: MARKETING_MESSAGES.unsubscribeButton },
    });
  });
  router.post(unsubscribe, async (req, res) => {
    const link = readLink(config.secretsKey, linkToken(req, unsubscribeInvalid), ['bis', 'cart']);
    const done = !link
      ? false
      : link.purpose === 'bis'
        ? await unsubscribeBackInStock(deps, link.id)
        : await unsubscribeCartReminders(db, link.id);
    if (!link || !done) return refuseLink(req, res, unsubscribeTitle, unsubscribeInvalid);
    // Who unsubscribed is logged by the kind and id of the link, never the address.
    req.log?.info({ link: link.purpose, id: link.id }, 'unsubscribed through an e-mail link');
    answerLink(req, res, { title: unsubscribeTitle, message: MARKETING_MESSAGES.unsubscribed[kindOf(link.purpose as 'bis' | 'cart')] });
  });

  router.get(withoutApi(MARKETING_API.preferences), async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await emailPreferences(db, await memberId(req)));
  });
  router.put(withoutApi(MARKETING_API.preferences), async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const userId = await memberId(req);
    const preferences = body<EmailPreferences>(req, emailPreferencesSchema);
    res.json(await setEmailPreferences(db, userId, preferences));
  });
  router.put(withoutApi(MARKETING_API.memberCart), async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const userId = await memberId(req);
    const { cartId } = body<MemberCartLink>(req, memberCartSchema);
    await linkMemberCart(db, userId, cartId);
    res.status(204).end();
  });

  return router;
}
