import type Router from '@koa/router';
import { loginRoutes } from './login-routes';
import { myAccountRoutes } from './my-account-routes';
import { passwordRoutes } from './password-routes';
import type { AccountRouteDependencies } from './route-context';
import { signupRoutes } from './signup-routes';

/** Every POST/DELETE under /api/auth (the reads are the read-api's). */
export function accountRoutes(deps: AccountRouteDependencies): Router[] {
  return [signupRoutes(deps), loginRoutes(deps), passwordRoutes(deps), myAccountRoutes(deps)];
}
