import type { PlanType } from '@more-ai/events/catalog/index';
import type { ApiResponse, TestApp } from './app';
import { accountDecider } from '@more-ai/command-api/accounts/decide';
import { signedUpVisitor, type Visitor } from './visitor';

/** A signed-up, signed-in person for the watchlist tests, with the id other people's routes name. */
export interface Member {
  visitor: Visitor;
  userId: string;
  username: string;
}

/** Signs up through the API and, for 'pro', switches the plan with the system command payments will issue. */
export async function signedUpMember(app: TestApp, username: string, plan: PlanType = 'free'): Promise<Member> {
  const visitor = await signedUpVisitor(app, username);
  const me = await visitor.request('GET', '/api/auth/me');
  const userId = me.body.user._id as string;
  if (plan !== 'free') await changePlan(app, userId, plan);
  return { visitor, userId, username };
}

export async function changePlan(app: TestApp, userId: string, plan: PlanType): Promise<void> {
  await app.commands.handle(
    accountDecider,
    userId,
    { type: 'ChangePlan', plan },
    { actor: 'system', correlationId: 'test', causationId: 'test' },
  );
}

/** A GET once every projector has caught up with everything appended so far. */
export async function readAfterAll<T = any>(app: TestApp, member: Member, path: string): Promise<ApiResponse<T>> {
  await app.settled();
  return member.visitor.request<T>('GET', path);
}

/** Movie ids from the catalog, in a fixed order. */
export async function catalogMovieIds(app: TestApp, count: number): Promise<string[]> {
  return app.db('rm_movies.movies').orderBy('id').limit(count).pluck('id');
}

/**
 * Accounts registered straight through the account decider, as a read model's tests want them: each
 * name with its id, e-mail `{name}@example.com`, verified, role user.
 */
export async function registerAccounts(app: TestApp, idsByName: Readonly<Record<string, string>>): Promise<void> {
  for (const [username, userId] of Object.entries(idsByName))
    await app.commands.handle(
      accountDecider,
      userId,
      {
        type: 'RegisterAccount',
        userId,
        username,
        email: `${username}@example.com`,
        passwordHash: 'scrypt$x',
        role: 'user',
        verified: true,
      },
      { actor: 'system', correlationId: 'test', causationId: 'test' },
    );
}
