// The accounts domain's public face: all that another domain may import from it (.dependency-cruiser.cjs holds the rule).
export { isCommonPassword } from './commonPasswords';
export { accountLockedError, authenticate, checkCurrentPassword, ensureNotLocked, recordFailedAttempt, recordSignIn } from './credentials';
export { fetchLichessRatings, type LichessRatings } from './lichess';
export { memberOrGuest, signedInMember } from './members';
export { type AuthTokenModel, type UserModel } from './models';
export { hashPassword } from './passwords';
export { toAdminUser, toAdminUserDetail, toAdminUserRow } from './publicUser';
export {
  authRateLimiter,
  backInStockRateLimiter,
  deployGateRateLimiter,
  movesRateLimiter,
  previewRateLimiter,
  remoteFailuresRateLimiter,
} from './rateLimit';
export { adminForToken, currentAdmin, requireAdmin, unauthenticated } from './requireAdmin';
export {
  bearerCredential,
  bearerToken,
  findUserByToken,
  hashToken,
  isTokenShaped,
  issueToken,
  randomToken,
  revokeToken,
  tokenOrigin,
} from './tokens';
export { newVerification, sendVerificationMail } from './verification';
