import { escapeHtml } from '@more-ai/platform/mail/escape-html';
/** What a one-time code is for; each has its own wording (and the code is bound to it). */
export type CodePurpose = 'verify-email' | 'reset-password';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface Wording {
  subject: string;
  heading: string;
  intro: string;
  ignore: string;
}

const WORDING: Record<CodePurpose, Wording> = {
  'verify-email': {
    subject: 'Your MoRe AI verification code',
    heading: 'Verify your e-mail',
    intro: 'Welcome to MoRe AI! Enter this code to verify your e-mail address and finish signing up:',
    ignore: 'If you did not sign up for MoRe AI, you can ignore this e-mail.',
  },
  'reset-password': {
    subject: 'Your MoRe AI password reset code',
    heading: 'Reset your password',
    intro: 'We received a request to reset your MoRe AI password. Enter this code to choose a new one:',
    ignore: 'If you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.',
  },
};

const BRAND = 'MoRe AI';
const TAGLINE = 'Movies + Recommendations, AI';
// SPEC §9: the default primary colour.
const PRIMARY = '#1976d2';

/** The text part's signature, the same under every mail. */
export const TEXT_SIGNATURE = ['-- ', `${BRAND} · ${TAGLINE}`, 'This is an automated message; replies are not read.', ''];

/**
 * The mail carrying a one-time code. The text part has the code alone on its own line; the HTML part
 * is a table layout with inline styles (what mail clients render), readable in dark mode.
 */
export function otpMail(
  purpose: CodePurpose,
  { username, otp, minutesValid }: { username: string; otp: string; minutesValid: number },
): RenderedMail {
  const w = WORDING[purpose];
  const validity = `The code is valid for ${minutesValid} minutes and works once. Never share it: ${BRAND} will never ask you for it.`;
  const text = [`Hi ${username},`, '', w.intro, '', `    ${otp}`, '', validity, '', w.ignore, '', ...TEXT_SIGNATURE].join('\n');
  return { subject: w.subject, text, html: otpHtml(w, escapeHtml(username), escapeHtml(otp), escapeHtml(validity)) };
}

function otpHtml(w: Wording, username: string, otp: string, validity: string): string {
  const mono = "font-family:'SFMono-Regular',Menlo,Consolas,'Liberation Mono',monospace;";
  return mailLayout(
    w.subject,
    `${escapeHtml(w.heading)}: your code is inside.`,
    `${bodyRow(`<h1 class="heading" style="margin:0 0 16px;font-size:24px;line-height:32px;color:#1c2127;">${escapeHtml(w.heading)}</h1>
            <p style="margin:0 0 12px;">Hi ${username},</p>
            <p style="margin:0 0 20px;">${escapeHtml(w.intro)}</p>`)}
        <tr>
          <td align="center" style="padding:0 32px;">
            <p class="code" style="margin:0;padding:16px 16px 16px 24px;${mono}font-size:32px;line-height:40px;font-weight:700;letter-spacing:8px;color:#0d47a1;background:#eef4fc;border:2px solid ${PRIMARY};border-radius:6px;display:inline-block;">${otp}</p>
          </td>
        </tr>
${bodyRow(`<p style="margin:0 0 12px;">${validity}</p>
            <p class="muted" style="margin:0 0 12px;font-size:14px;line-height:20px;color:#5f6b7c;">${escapeHtml(w.ignore)}</p>`)}`,
  );
}

export const MAIL_FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";

/** A row of the card's body: the markup given, in the body's font and colours. */
export function bodyRow(markup: string): string {
  return `        <tr>
          <td class="body" style="padding:16px 32px 8px;${MAIL_FONT}font-size:16px;line-height:24px;color:#1c2127;">
            ${markup}
          </td>
        </tr>`;
}

/**
 * Every mail's HTML: a card in a table layout with inline styles (what mail clients render), the
 * brand above and the automated-message note below, readable in dark mode. `rows` are the card's
 * body rows, their text already escaped.
 */
export function mailLayout(subject: string, preheader: string, rows: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(subject)}</title>
<style>
  @media (prefers-color-scheme: dark) {
    .page { background: #111418 !important; }
    .card { background: #1c2127 !important; border-color: #383e47 !important; }
    .body, .heading { color: #f6f7f9 !important; }
    .muted { color: #abb3bf !important; }
    .brand { color: #8abbff !important; }
    .code { background: #252a31 !important; border-color: #4c90f0 !important; color: #f6f7f9 !important; }
    .rule { border-color: #383e47 !important; }
  }
</style>
</head>
<body class="page" style="margin:0;padding:0;background:#f3f5f7;">
<div style="display:none;max-height:0;overflow:hidden;">${preheader}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="page" style="background:#f3f5f7;">
  <tr>
    <td align="center" style="padding:32px 12px;">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="card" style="max-width:560px;background:#ffffff;border:1px solid #dce0e5;border-radius:8px;">
        <tr>
          <td style="padding:24px 32px 8px;${MAIL_FONT}">
            <p class="brand" style="margin:0;font-size:22px;font-weight:700;color:${PRIMARY};">${BRAND}</p>
            <p class="muted" style="margin:2px 0 0;font-size:13px;color:#5f6b7c;">${TAGLINE}</p>
          </td>
        </tr>
${rows}
        <tr>
          <td class="muted rule" style="padding:16px 32px 24px;border-top:1px solid #dce0e5;${MAIL_FONT}font-size:12px;line-height:18px;color:#5f6b7c;">
            ${BRAND} · ${TAGLINE}<br>This is an automated message; replies are not read.
          </td>
        </tr>
      </table>
    </td>
  </tr>
</table>
</body>
</html>
`;
}
