import { escapeHtml } from '@more-ai/platform/mail/escape-html';
import type { ReceiptDocument } from '@more-ai/platform/payments/receipt-document';
import { bodyRow, mailLayout, TEXT_SIGNATURE, type RenderedMail } from './templates';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
// As the receipt prints dates: in IST, en-US long format.
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });

const BILLING_PAGE = 'Billing & Subscription (your account page)';

/** The receipt's lines, label and value, as both parts show them. */
function receiptLines(receipt: ReceiptDocument): [string, string][] {
  return [
    ['Invoice number', receipt.invoiceNumber],
    ['Transaction ID', receipt.transactionId],
    ['Paid on', longDate.format(receipt.paidAt)],
    ['Plan', receipt.item.description],
    ['Period', `${longDate.format(receipt.item.periodStart)} – ${longDate.format(receipt.item.periodEnd)}`],
    ['Price', rupees.format(receipt.pricePaise / 100)],
    ...receipt.taxes.map(({ label, percent, amountPaise }): [string, string] => [`${label} ${percent}%`, rupees.format(amountPaise / 100)]),
    ['Total paid', rupees.format(receipt.totalPaise / 100)],
  ];
}

/** The mail after a capture: a summary of the receipt in both parts; the PDF itself is attached by the outbox. */
export function receiptMail(username: string, receipt: ReceiptDocument): RenderedMail {
  const subject = `Your MoRe AI receipt ${receipt.invoiceNumber}`;
  const intro = 'Thank you for your payment. Your PRO plan is active. Here is your receipt:';
  const attached = `The receipt (a GST tax invoice) is attached as a PDF. You can download it again any time from ${BILLING_PAGE}.`;
  const lines = receiptLines(receipt);
  const width = Math.max(...lines.map(([label]) => label.length));
  const text = [
    `Hi ${username},`,
    '',
    intro,
    '',
    ...lines.map(([label, value]) => `    ${label.padEnd(width)}  ${value}`),
    '',
    attached,
    '',
    ...TEXT_SIGNATURE,
  ].join('\n');
  const rows = lines
    .map(
      ([label, value], index) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#5f6b7c;" class="muted">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right;${index === lines.length - 1 ? 'font-weight:700;' : ''}">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = mailLayout(
    subject,
    `Receipt ${escapeHtml(receipt.invoiceNumber)}: ${escapeHtml(rupees.format(receipt.totalPaise / 100))} paid.`,
    bodyRow(`<h1 class="heading" style="margin:0 0 16px;font-size:24px;line-height:32px;color:#1c2127;">Payment received</h1>
            <p style="margin:0 0 12px;">Hi ${escapeHtml(username)},</p>
            <p style="margin:0 0 12px;">${escapeHtml(intro)}</p>
            <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;font-size:15px;">${rows}</table>
            <p style="margin:0 0 12px;">${escapeHtml(attached)}</p>`),
  );
  return { subject, text, html };
}

/** Three days before a paid PRO period ends (no downgrade scheduled): how to keep PRO, and what going FREE means. */
export function renewalReminderMail(username: string, endDate: Date): RenderedMail {
  const ends = longDate.format(endDate);
  const subject = `Your MoRe AI PRO plan ends on ${ends}`;
  const paragraphs = [
    `Your PRO plan ends on ${ends}, in 3 days.`,
    `To keep PRO, pay again from ${BILLING_PAGE}: a new payment extends your plan from its current end date, so you lose no days.`,
    'If you do nothing, your account moves to the FREE plan on that date. Watchlists, movies and favourites over the FREE limits are archived, not deleted, and come back when you upgrade again.',
  ];
  const text = [`Hi ${username},`, '', ...paragraphs.flatMap((paragraph) => [paragraph, '']), ...TEXT_SIGNATURE].join('\n');
  const html = mailLayout(
    subject,
    escapeHtml(paragraphs[0]!),
    bodyRow(`<h1 class="heading" style="margin:0 0 16px;font-size:24px;line-height:32px;color:#1c2127;">Your PRO plan ends soon</h1>
            <p style="margin:0 0 12px;">Hi ${escapeHtml(username)},</p>
            ${paragraphs.map((paragraph) => `<p style="margin:0 0 12px;">${escapeHtml(paragraph)}</p>`).join('\n            ')}`),
  );
  return { subject, text, html };
}
