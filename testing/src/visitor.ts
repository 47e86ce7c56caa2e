import type { ApiResponse, TestApp } from './app';
import { otpMail, type CodePurpose } from '@more-ai/processes/mail-outbox/templates';

interface StoredCookie {
  value: string;
  path: string;
}

export interface VisitorRequest {
  json?: unknown;
  headers?: Record<string, string>;
  /** Send X-XSRF-TOKEN from the XSRF-TOKEN cookie, as the UI's protected client does. Default true. */
  csrf?: boolean;
}

/**
 * A browser as the auth integration tests need one: keeps the cookies the API sets (by path, so the
 * refresh cookie only goes to /api/auth) and echoes XSRF-TOKEN as X-XSRF-TOKEN.
 */
export class Visitor {
  readonly cookies = new Map<string, StoredCookie>();

  constructor(private readonly app: TestApp) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  async request<T = any>(method: string, path: string, { json, headers = {}, csrf = true }: VisitorRequest = {}): Promise<ApiResponse<T>> {
    const sent = [...this.cookies].filter(([, c]) => path.startsWith(c.path)).map(([name, c]) => `${name}=${c.value}`);
    const xsrf = this.cookie('XSRF-TOKEN');
    const response = await this.app.request<T>(method, path, {
      ...(json === undefined ? {} : { json }),
      headers: {
        ...(sent.length ? { Cookie: sent.join('; ') } : {}),
        ...(csrf && xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
        ...headers,
      },
    });
    this.keep(response.headers.getSetCookie());
    return response;
  }

  private keep(setCookies: string[]): void {
    for (const header of setCookies) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const attribute = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.split('=')[1];
      const expires = attribute('expires');
      const gone = !value || attribute('max-age') === '0' || (expires !== undefined && Date.parse(expires) <= Date.now());
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, { value, path: attribute('path') ?? '/' });
    }
  }
}

/**
 * The newest one-time code for this purpose that the dev mailbox received for the address at or
 * after `after` (ms); waits for it up to 15 s, since codes are mailed after the answer and a loaded machine is slow.
 */
export async function codeMailedTo(app: TestApp, email: string, purpose: CodePurpose = 'verify-email', after = 0): Promise<string> {
  const { subject } = otpMail(purpose, { username: '', otp: '', minutesValid: 0 });
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const mail = app.mailbox!.messages().find((m) => m.to === email && m.subject === subject && Date.parse(m.receivedAt) >= after);
    const code = mail && /^\s+(\d{6})$/m.exec(mail.text)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No ${purpose} code was mailed to ${email}`);
}

export const PASSWORD = 'Secret#123';

/** Signs up and verifies the e-mail through the API, as a person would; returns the signed-in visitor. */
export async function signedUpVisitor(
  app: TestApp,
  username: string,
  email = `${username}@example.com`,
  password = PASSWORD,
): Promise<Visitor> {
  const visitor = new Visitor(app);
  const since = Date.now() - 1000;
  const signup = await visitor.request('POST', '/api/auth/signup', { json: { username, email, password } });
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status} ${JSON.stringify(signup.body)}`);
  const otp = await codeMailedTo(app, email.toLowerCase(), 'verify-email', since);
  const verified = await visitor.request('POST', '/api/auth/verify-email', { json: { email, otp } });
  if (verified.status !== 200) throw new Error(`verify-email failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  return visitor;
}
