import type { Transaction } from 'sequelize';
import type { AppDeps } from '../shared/deps';
import type { UserModel } from '../accounts';
import { secretBoxFor, twoFactorContext } from './secretBox';
import { consumeCode, generateSecret } from './totp';

/**
 * An administrator's two-factor state in the database: the secret only ever stored sealed (secretBox),
 * the last accepted time step reset whenever the secret changes.
 */
export function twoFactorStore(deps: AppDeps) {
  const box = secretBoxFor(deps.config.secretsKey);
  return {
    /**
     * Turns two-factor on with a new secret (replacing any previous one) and returns it in clear, once.
     * `transaction`: the caller's, when the change must commit together with something else (its audit line).
     */
    async enable(user: UserModel, transaction?: Transaction): Promise<string> {
      const secret = generateSecret();
      await user.update(
        { twoFactorEnabled: true, twoFactorSecret: box.seal(secret, twoFactorContext(user.id)), twoFactorLastStep: null },
        { transaction },
      );
      return secret;
    },

    async disable(user: UserModel, transaction?: Transaction): Promise<void> {
      await user.update({ twoFactorEnabled: false, twoFactorSecret: null, twoFactorLastStep: null }, { transaction });
    },

    /** True when `code` is the user's current code and was not used before (it is used up by this call). */
    async acceptCode(user: UserModel, code: string): Promise<boolean> {
      if (!user.twoFactorEnabled || !user.twoFactorSecret) return false;
      const secret = box.open(user.twoFactorSecret, twoFactorContext(user.id));
      return consumeCode(deps.db.models, user, secret, code);
    },
  };
}
