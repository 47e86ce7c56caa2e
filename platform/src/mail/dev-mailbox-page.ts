import { escapeHtml } from './escape-html';

/** A mail as the dev mailbox keeps it; `to` lists the envelope's recipients. */
export interface DevMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Each file attached: its name, type and size in bytes. */
  attachments: { filename: string; contentType: string; size: number }[];
  receivedAt: string;
}

/**
 * The dev mailbox as a page. A mail's HTML is shown in a sandboxed frame (no scripts, no forms, an
 * origin of its own), so whatever a mail holds cannot touch this page or the app.
 */
export function mailboxPage(mails: DevMail[]): string {
  const list = mails.length
    ? mails.map(mailEntry).join('\n')
    : '<p class="empty">No mails yet. Sign up or ask for a password reset, then reload this page.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Dev mailbox · MoRe AI</title>
<style>
  :root { color-scheme: light dark; --bg: #f6f7f9; --card: #ffffff; --line: #dce0e5; --muted: #5f6b7c; --ink: #1c2127; --accent: #1976d2; }
  @media (prefers-color-scheme: dark) { :root { --bg: #111418; --card: #1c2127; --line: #383e47; --muted: #abb3bf; --ink: #f6f7f9; --accent: #8abbff; } }
  body { margin: 0; background: var(--bg); color: var(--ink); font: 15px/1.5 -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; }
  header, main { max-width: 880px; margin: 0 auto; padding: 16px; }
  header h1 { margin: 8px 0 4px; font-size: 24px; }
  header p { margin: 0; color: var(--muted); }
  a { color: var(--accent); }
  code { font-family: 'SFMono-Regular', Menlo, Consolas, monospace; font-size: 13px; }
  article { background: var(--card); border: 1px solid var(--line); border-radius: 8px; margin: 0 0 16px; padding: 16px; }
  article h2 { margin: 0 0 8px; font-size: 18px; overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 12px; }
  dt { color: var(--muted); }
  dd { margin: 0; overflow-wrap: anywhere; }
  iframe { width: 100%; height: 640px; border: 1px solid var(--line); border-radius: 4px; background: #ffffff; }
  summary { cursor: pointer; margin-top: 8px; color: var(--accent); }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; margin: 8px 0 0; padding: 12px; border: 1px solid var(--line); border-radius: 4px; }
  .empty { color: var(--muted); }
</style>
</head>
<body>
<header>
  <h1>Dev mailbox</h1>
  <p>The e-mails MoRe AI sent while running embedded, newest first (the last 200, until it stops). <a href="/dev/mailbox">Reload</a> to see new ones. Asked by a script or <code>curl</code>, this address answers JSON.</p>
</header>
<main>
${list}
</main>
</body>
</html>
`;
}

function mailEntry(mail: DevMail): string {
  const subject = escapeHtml(mail.subject || '(no subject)');
  const html = mail.html
    ? `<iframe sandbox title="${subject}: the HTML part" srcdoc="${escapeHtml(mail.html)}"></iframe>`
    : '<p class="empty">No HTML part.</p>';
  const files = mail.attachments.length
    ? `<dt>Attached</dt><dd>${mail.attachments.map((file) => `${escapeHtml(file.filename)} (${escapeHtml(file.contentType)}, ${Math.ceil(file.size / 1024)} kB)`).join(', ')}</dd>`
    : '';
  return `<article>
  <h2>${subject}</h2>
  <dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Received</dt><dd><time datetime="${escapeHtml(mail.receivedAt)}">${escapeHtml(mail.receivedAt.replace('T', ' ').slice(0, 19))} UTC</time></dd>${files}</dl>
  ${html}
  <details><summary>Text part</summary><pre>${escapeHtml(mail.text)}</pre></details>
</article>`;
}
