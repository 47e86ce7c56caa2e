/**
 * The receipt as a PDF: one A4 page that is both the customer's receipt and a GST tax invoice for a
 * B2C supply (supplier and GSTIN, invoice number and date, place of supply, SAC, taxable value, each
 * GST line with its rate, total in figures and in words). The same receipt always renders the same
 * bytes, so a receipt downloaded twice, or attached to an e-mail, is one file.
 */
import { createRequire } from 'node:module';
import { amountInWords } from './receipt-amount-in-words';
import type { ReceiptDocument } from './receipt-document';

// DejaVu Sans has the rupee sign (U+20B9), which the PDF standard fonts lack; every line uses it.
const require = createRequire(import.meta.url);
const REGULAR_FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD_FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const REGULAR = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 48;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** The right-hand column (invoice details, place of supply, totals' labels) starts here. */
const RIGHT_COLUMN_X = MARGIN + 270;
const RIGHT_COLUMN_WIDTH = PAGE_WIDTH - MARGIN - RIGHT_COLUMN_X;
const LABEL_WIDTH = 92;
const LINE = 13;
/** Beyond this many lines an address's last line carries the rest, cut short: the page never overflows. */
const MAX_ADDRESS_LINES = 5;

const INK = '#1f2328';
const MUTED = '#59636e';
const RULE = '#d0d7de';
const SHADE = '#f3f4f6';
const ACCENT = '#4338ca';
const REFUND_RED = '#b42318';

/** The line-item table: description, SAC, period, taxable value (right-aligned, as are the totals). */
const COLUMNS = {
  description: { heading: 'Description', x: MARGIN, width: 128, align: 'left' },
  sac: { heading: 'SAC', x: MARGIN + 128, width: 50, align: 'left' },
  period: { heading: 'Period', x: MARGIN + 178, width: 211, align: 'left' },
  amount: { heading: 'Taxable value', x: MARGIN + 389, width: CONTENT_WIDTH - 389, align: 'right' },
} as const;

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
const istDate = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', year: 'numeric', month: 'long', day: 'numeric' });

/** SPEC §9: the rupee sign, two decimals, Indian digit grouping: ₹1,75,000.00. */
function formatPaise(paise: number): string {
  return rupees.format(paise / 100);
}

/** In IST whatever the server's zone: 2026-11-25T20:00:00Z is 'November 26, 2026'. */
function formatDate(date: Date): string {
  return istDate.format(date);
}

/**
 * Buyer-typed text is printed, never interpreted: control characters (line breaks, bidi overrides that
 * could reorder an amount, zero-width characters) become spaces.
 */
function printable(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most MAX_ADDRESS_LINES lines: any further ones are joined onto the last (which then ends in '…'). */
function addressLines(lines: readonly string[]): string[] {
  const printed = lines.map(printable).filter((line) => line.length > 0);
  if (printed.length <= MAX_ADDRESS_LINES) return printed;
  return [...printed.slice(0, MAX_ADDRESS_LINES - 1), printed.slice(MAX_ADDRESS_LINES - 1).join(', ')];
}

interface TextStyle {
  font?: string;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
  /** Lines the text may wrap onto before it is cut short with '…'. */
  lines?: number;
  /** Condenses the type to fit the width instead: an amount is never cut short, and keeps its row. */
  condenseToFit?: boolean;
}

/**
 * A piece of text in a box of `width` and at most `lines` lines: longer text is cut with an ellipsis,
 * so nothing a buyer types can push the layout off the page or onto a second one.
 */
function drawText(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, style: TextStyle = {}): void {
  const printed = printable(text);
  doc
    .font(style.font ?? REGULAR)
    .fontSize(style.size ?? 9)
    .fillColor(style.color ?? INK);
  const options = { width, height: doc.currentLineHeight(true) * (style.lines ?? 1) + 1, ellipsis: true, align: style.align ?? 'left' };
  const naturalWidth = doc.widthOfString(printed);
  if (style.condenseToFit && naturalWidth > width) {
    doc.save().scale(width / naturalWidth, 1, { origin: [x, y] });
    doc.text(printed, x, y, { ...options, width: naturalWidth + 1, align: 'left' });
    doc.restore();
    return;
  }
  doc.text(printed, x, y, options);
}

function rule(doc: PDFKit.PDFDocument, y: number, x = MARGIN, width = CONTENT_WIDTH): void {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
}

function sectionTitle(doc: PDFKit.PDFDocument, title: string, x: number, y: number, width: number): number {
  drawText(doc, title.toUpperCase(), x, y, width, { font: BOLD, size: 7.5, color: MUTED });
  return y + LINE;
}

/** Rows of label and value in the right-hand column; returns the y below them. */
function labelledRows(doc: PDFKit.PDFDocument, rows: readonly [string, string][], y: number): number {
  for (const [label, value] of rows) {
    drawText(doc, label, RIGHT_COLUMN_X, y, LABEL_WIDTH, { color: MUTED });
    drawText(doc, value, RIGHT_COLUMN_X + LABEL_WIDTH, y, RIGHT_COLUMN_WIDTH - LABEL_WIDTH);
    y += LINE;
  }
  return y;
}

/** What the GST lines imply: CGST + SGST within the supplier's state, IGST across states, none abroad. */
function supplyType(taxes: ReceiptDocument['taxes']): string {
  if (taxes.length === 0) return 'Export of services';
  return taxes.some((tax) => tax.label === 'IGST') ? 'Inter-state' : 'Intra-state';
}

function header(doc: PDFKit.PDFDocument): number {
  drawText(doc, 'MoRe AI', MARGIN, MARGIN, 200, { font: BOLD, size: 22, color: ACCENT });
  drawText(doc, 'Tax Invoice / Receipt', RIGHT_COLUMN_X, MARGIN + 6, RIGHT_COLUMN_WIDTH, { font: BOLD, size: 14, align: 'right' });
  drawText(doc, 'Original for recipient', RIGHT_COLUMN_X, MARGIN + 26, RIGHT_COLUMN_WIDTH, { size: 8, color: MUTED, align: 'right' });
  const y = MARGIN + 44;
  doc.rect(MARGIN, y, CONTENT_WIDTH, 2).fillColor(ACCENT).fill();
  return y + 16;
}

/** Supplier on the left, the invoice's identifiers on the right. */
function parties(doc: PDFKit.PDFDocument, receipt: ReceiptDocument, top: number): number {
  const { supplier, buyer } = receipt;
  const columnWidth = RIGHT_COLUMN_X - MARGIN - 20;

  let left = sectionTitle(doc, 'Supplier', MARGIN, top, columnWidth);
  drawText(doc, supplier.name, MARGIN, left, columnWidth, { font: BOLD, size: 10 });
  left += LINE + 1;
  for (const line of [...addressLines(supplier.address), `GSTIN: ${supplier.gstin}`, `State: ${supplier.stateName}`, supplier.email]) {
    drawText(doc, line, MARGIN, left, columnWidth);
    left += LINE;
  }

  let right = sectionTitle(doc, 'Invoice', RIGHT_COLUMN_X, top, RIGHT_COLUMN_WIDTH);
  right = labelledRows(
    doc,
    [
      ['Invoice number', receipt.invoiceNumber],
      ['Invoice date', formatDate(receipt.paidAt)],
      ['Transaction ID', receipt.transactionId],
      ['Order ID', receipt.orderId],
      ['Payment method', receipt.method],
      ['Status', receipt.status],
    ],
    right,
  );

  let y = Math.max(left, right) + 10;
  rule(doc, y);
  y += 12;

  left = sectionTitle(doc, 'Billed to', MARGIN, y, columnWidth);
  drawText(doc, buyer.name, MARGIN, left, columnWidth, { font: BOLD, size: 10 });
  left += LINE + 1;
  for (const line of [buyer.email, ...addressLines(buyer.address)]) {
    drawText(doc, line, MARGIN, left, columnWidth);
    left += LINE;
  }

  right = sectionTitle(doc, 'Supply', RIGHT_COLUMN_X, y, RIGHT_COLUMN_WIDTH);
  right = labelledRows(
    doc,
    [
      ['Place of supply', buyer.placeOfSupply],
      ['Supply type', supplyType(receipt.taxes)],
    ],
    right,
  );
  return Math.max(left, right) + 14;
}

function lineItem(doc: PDFKit.PDFDocument, receipt: ReceiptDocument, top: number): number {
  const headerHeight = 20;
  doc.rect(MARGIN, top, CONTENT_WIDTH, headerHeight).fillColor(SHADE).fill();
  for (const column of Object.values(COLUMNS)) {
    drawText(doc, column.heading, column.x + 4, top + 6, column.width - 8, { font: BOLD, size: 8, align: column.align });
  }

  const y = top + headerHeight + 7;
  const { item } = receipt;
  drawText(doc, item.description, COLUMNS.description.x + 4, y, COLUMNS.description.width - 8, { lines: 2 });
  drawText(doc, item.sac, COLUMNS.sac.x + 4, y, COLUMNS.sac.width - 8);
  drawText(doc, `${formatDate(item.periodStart)} – ${formatDate(item.periodEnd)}`, COLUMNS.period.x + 4, y, COLUMNS.period.width - 8, {
    lines: 2,
  });
  drawText(doc, formatPaise(receipt.pricePaise), COLUMNS.amount.x + 4, y, COLUMNS.amount.width - 8, {
    align: 'right',
    condenseToFit: true,
  });
  const bottom = y + 2 * LINE + 4;
  rule(doc, bottom);
  return bottom + 10;
}

/** Taxable value, each GST line with its rate, the total in bold; the total in words below. */
function totals(doc: PDFKit.PDFDocument, receipt: ReceiptDocument, top: number): void {
  const labelX = RIGHT_COLUMN_X;
  const labelWidth = COLUMNS.amount.x - labelX;
  const amountX = COLUMNS.amount.x + 4;
  const amountWidth = COLUMNS.amount.width - 8;
  let y = top;
  const row = (label: string, paise: number): void => {
    drawText(doc, label, labelX, y, labelWidth);
    drawText(doc, formatPaise(paise), amountX, y, amountWidth, { align: 'right', condenseToFit: true });
    y += LINE + 2;
  };

  row('Total taxable value', receipt.pricePaise);
  if (receipt.taxes.length === 0) {
    drawText(doc, 'GST: not applicable (export of services)', labelX, y, PAGE_WIDTH - MARGIN - labelX, { color: MUTED });
    y += LINE + 2;
  }
  for (const tax of receipt.taxes) row(`${tax.label} ${tax.percent}%`, tax.amountPaise);

  rule(doc, y + 2, labelX, PAGE_WIDTH - MARGIN - labelX);
  y += 10;
  drawText(doc, 'Total', labelX, y, labelWidth, { font: BOLD, size: 11 });
  drawText(doc, formatPaise(receipt.totalPaise), amountX, y, amountWidth, { font: BOLD, size: 11, align: 'right', condenseToFit: true });
  y += LINE + 16;

  drawText(doc, 'Amount in words', MARGIN, y, CONTENT_WIDTH, { font: BOLD, size: 8, color: MUTED });
  drawText(doc, amountInWords(receipt.totalPaise), MARGIN, y + LINE, CONTENT_WIDTH, { lines: 2 });
}

/**
 * A stamp left of the totals: a refunded receipt stays a valid invoice, visibly not a paid one. Tilted
 * 8°, it stays within the 60 points above the amount in words, which the shortest totals leave it.
 */
function refundedMark(doc: PDFKit.PDFDocument, top: number): void {
  const width = 150;
  const height = 36;
  const x = MARGIN + 40;
  const y = top + 10;
  doc.save();
  doc.rotate(-8, { origin: [x + width / 2, y + height / 2] });
  doc.lineWidth(2.5).strokeColor(REFUND_RED).roundedRect(x, y, width, height, 6).stroke();
  drawText(doc, 'REFUNDED', x, y + 8, width, { font: BOLD, size: 20, color: REFUND_RED, align: 'center' });
  doc.restore();
}

function footer(doc: PDFKit.PDFDocument, receipt: ReceiptDocument): void {
  const y = PAGE_HEIGHT - MARGIN - 30;
  rule(doc, y);
  const style = { size: 8, color: MUTED, align: 'center' } as const;
  drawText(doc, 'This is a computer-generated invoice and needs no signature.', MARGIN, y + 10, CONTENT_WIDTH, style);
  drawText(doc, `Questions about this invoice: ${receipt.supplier.email}`, MARGIN, y + 10 + LINE, CONTENT_WIDTH, style);
}

/**
 * The receipt's PDF: A4, one page, DejaVu Sans embedded; dated, and so identified, by the payment's
 * capture, so rendering it again gives the same bytes.
 */
export async function renderReceiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  // pdfkit and its fonts' parser load with the first receipt rather than with the app.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      // The default font would be Helvetica, which has no ₹: start with DejaVu so no text can fall back to it.
      font: REGULAR_FONT,
      lang: 'en-IN',
      displayTitle: true,
      // The creation date also seeds the document ID: with it fixed, the same receipt gives the same bytes.
      info: {
        Title: `MoRe AI receipt ${printable(receipt.invoiceNumber)}`,
        Author: 'MoRe AI',
        Subject: `Tax invoice ${printable(receipt.invoiceNumber)} for ${printable(receipt.transactionId)}`,
        Creator: 'MoRe AI',
        CreationDate: receipt.paidAt,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      doc.registerFont(REGULAR, REGULAR_FONT);
      doc.registerFont(BOLD, BOLD_FONT);
      let y = header(doc);
      y = parties(doc, receipt, y);
      y = lineItem(doc, receipt, y);
      if (receipt.status === 'Refunded') refundedMark(doc, y);
      totals(doc, receipt, y);
      footer(doc, receipt);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
