import type { PaymentReceiptView } from '@more-ai/contracts/payments';
import type { BillingInfo } from '../account/billing-info';
import type { SubscriptionPlan } from '../plans/subscription-plan';
import type { PaymentOrder, PaymentVerified } from './slice';

/** Test data in the shapes the API answers with: a PRO plan, an Indian billing address, an order, a receipt. */
export const proPlan: SubscriptionPlan = {
  _id: 'plan-pro',
  id: 'plan-pro',
  type: 'pro',
  displayName: 'PRO Plan',
  price: 149,
  currency: 'INR',
  gst: 18,
  gstAmount: 26.82,
  durationLabel: 'per month',
  durationMonths: 1,
  description: 'Unlimited watchlists, Private watchlists',
  limits: {},
  active: true,
};

export const telanganaBilling: BillingInfo = {
  country: { _id: 'c-in', name: 'India', code: 'IN' },
  state: { _id: 's-tg', name: 'Telangana', code: 'TG' },
  pinCode: '500081',
  city: 'Hyderabad',
  street: 'Road No. 36',
  doorNo: '8-2-293',
};

export const order: PaymentOrder = {
  id: 'order_1',
  amount: 17582,
  currency: 'INR',
  subscription: { id: 'plan-pro', displayName: 'PRO Plan' },
  charge: {
    price: 149,
    taxes: [
      { label: 'SGST', percent: 9, amount: 13.41 },
      { label: 'CGST', percent: 9, amount: 13.41 },
    ],
    gstPercentage: 18,
    gstAmount: 26.82,
    total: 175.82,
    currency: 'INR',
  },
  keyId: 'rzp_test_1',
  checkoutScriptUrl: '/sandbox/razorpay/checkout.js',
  mode: 'sandbox',
  position: '1',
};

export const receipt: PaymentReceiptView = {
  id: 'payment-1',
  paymentId: 'pay_1',
  orderId: 'order_1',
  invoiceNumber: 'MA/26-27/00001',
  createdAt: '2026-11-26T05:00:00.000Z',
  status: 'Completed',
  description: 'PRO Plan (1 month)',
  amount: 149,
  taxes: order.charge.taxes,
  gstPercentage: 18,
  gstAmount: 26.82,
  totalAmount: 175.82,
  currency: 'INR',
  subscription: { startDate: '2026-11-26T05:00:00.000Z', endDate: '2026-12-26T05:00:00.000Z' },
};

export const verified: PaymentVerified = {
  success: true,
  subscription: { type: 'pro', startDate: receipt.subscription.startDate, endDate: receipt.subscription.endDate },
  paymentDetails: receipt,
  position: '2',
};

/** What the checkout opens with for `order`, for a user 'asha' without a phone number. */
export const checkoutOptions = {
  key: 'rzp_test_1',
  amount: 17582,
  currency: 'INR',
  name: 'MoRe AI',
  description: 'PRO Plan',
  order_id: 'order_1',
  prefill: { name: 'asha', email: 'asha@example.com', contact: '9999999999' },
  theme: { color: '#1976d2' },
};
