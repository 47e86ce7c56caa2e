import type { Intent } from '@blueprintjs/core';
import type { ContactView } from '@more-ai/contracts/api/admin';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const counts = new Intl.NumberFormat('en-IN');
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const dateAndTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** SPEC §9: amounts with the rupee sign and 2 decimals, grouped the Indian way (₹1,49,000.00). */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** A whole count as the dashboard shows it (Indian digit grouping, like the amounts beside it). */
export function formatCount(count: number): string {
  return counts.format(count);
}

/** An average to one decimal place, without a trailing '.0' on whole numbers. */
export function formatAverage(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** SPEC §9: dates in en-US long format (June 30, 2025); an unreadable date shows as a dash. */
export function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : longDate.format(date);
}

/** When the figures were brought up to date: a date with its time. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dateAndTime.format(date);
}

/** SPEC §9: the Contacts table shows a message's first 50 characters. */
export const MESSAGE_PREVIEW_LENGTH = 50;

/** SPEC §2: the first 50 characters plus an ellipsis when the message is longer. */
export function messagePreview(message: string): string {
  const characters = [...message];
  return characters.length > MESSAGE_PREVIEW_LENGTH ? `${characters.slice(0, MESSAGE_PREVIEW_LENGTH).join('')}…` : message;
}

/** SPEC §3 Payment (admin view): captured counts as success, anything else as an error. */
export function paymentIntent(status: string): Intent {
  return status.toLowerCase() === 'captured' ? 'success' : 'danger';
}

/** Each contact status looks different: new waits for someone, read is in hand, replied is done. */
export function contactStatusIntent(status: ContactView['status']): Intent {
  return ({ new: 'primary', read: 'warning', replied: 'success' } as const)[status];
}

/** 'new' → 'New', as the chips and the status select show them. */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** '1–25 of 130': the rows a page shows; '0 of 0' when there are none. */
export function pageRange(page: number, pageSize: number, total: number): string {
  if (total === 0) return '0 of 0';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return `${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`;
}

/** How many pages `total` rows make, at least one. */
export function pageCount(pageSize: number, total: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
