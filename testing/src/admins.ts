import { expect } from 'chai';
import type { TestApp } from './app';
import { Visitor } from './visitor';

/** The superadmin a test app is started with: `startTestApp(label, { superadmin: SUPERADMIN })`. */
export const SUPERADMIN = { email: 'chief@example.com', password: 'Director#2025' };

/** A visitor signed in with the given e-mail and password. */
export async function signedIn(app: TestApp, email: string, password: string): Promise<Visitor> {
  const visitor = new Visitor(app);
  const login = await visitor.request('POST', '/api/auth/login', { json: { email, password } });
  expect(login.status, `login of ${email}: ${JSON.stringify(login.body)}`).to.equal(200);
  return visitor;
}

/** An admin the superadmin creates through the API, signed in; with the id the admin routes name. */
export async function signedInAdmin(app: TestApp, chief: Visitor, username: string): Promise<{ visitor: Visitor; userId: string }> {
  const admin = { username, email: `${username}@example.com`, password: 'Deputy#2025' };
  const created = await chief.request('POST', '/api/auth/create-admin', { json: admin });
  expect(created.status, JSON.stringify(created.body)).to.equal(201);
  return { visitor: await signedIn(app, admin.email, admin.password), userId: created.body.user._id as string };
}
