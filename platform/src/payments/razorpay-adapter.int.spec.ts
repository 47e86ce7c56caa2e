import { describeGatewayContract } from './gateway.contract';
import { createRazorpayGateway } from './razorpay-adapter';

const keyId = process.env.RAZORPAY_KEY_ID;
const keySecret = process.env.RAZORPAY_KEY_SECRET;

// Runs against the Razorpay account the keys name (test-mode keys: orders only, nothing is charged).
// Payments need a person at Checkout there, so the contract's payment tests report 'skipped'.
describe('Razorpay adapter against Razorpay', function () {
  before(function () {
    if (keyId && keySecret) return;
    console.log('skipped: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET not set');
    this.skip();
  });

  describeGatewayContract('Razorpay', async () => ({
    gateway: createRazorpayGateway({ keyId: keyId!, keySecret: keySecret!, mode: 'razorpay' }),
    teardown: async () => undefined,
  }));
});
