import { createHmac } from 'node:crypto';
import { expect } from 'chai';
import { checkoutSignature, checkoutSignatureValid, webhookSignature, webhookSignatureValid } from './signatures';

const KEY_SECRET = 'key-secret-for-tests';
const WEBHOOK_SECRET = 'webhook-secret-for-tests';

describe('Razorpay signatures', () => {
  describe('checkout', () => {
    it('signs order_id|payment_id with the key secret, as Razorpay documents', () => {
      const expected = createHmac('sha256', KEY_SECRET).update('order_IluGWxBm9U8zJ8|pay_IluGWxBm9U8zJ9').digest('hex');
      expect(checkoutSignature('order_IluGWxBm9U8zJ8', 'pay_IluGWxBm9U8zJ9', KEY_SECRET)).to.equal(expected);
    });

    it('accepts the signature of the same order and payment', () => {
      const signature = checkoutSignature('order_A', 'pay_B', KEY_SECRET);
      expect(checkoutSignatureValid('order_A', 'pay_B', signature, KEY_SECRET)).to.equal(true);
    });

    it('refuses a signature of another payment, another order or another secret', () => {
      const signature = checkoutSignature('order_A', 'pay_B', KEY_SECRET);
      expect(checkoutSignatureValid('order_A', 'pay_C', signature, KEY_SECRET)).to.equal(false);
      expect(checkoutSignatureValid('order_X', 'pay_B', signature, KEY_SECRET)).to.equal(false);
      expect(checkoutSignatureValid('order_A', 'pay_B', signature, 'another secret')).to.equal(false);
    });

    it('refuses, without throwing, a missing, malformed or wrong-length signature', () => {
      const signature = checkoutSignature('order_A', 'pay_B', KEY_SECRET);
      for (const given of [
        undefined,
        null,
        42,
        '',
        'zz',
        signature.slice(0, 62),
        `${signature}00`,
        signature.toUpperCase(),
        ` ${signature.slice(1)}`,
      ]) {
        expect(checkoutSignatureValid('order_A', 'pay_B', given, KEY_SECRET), String(given)).to.equal(false);
      }
    });
  });

  describe('webhooks', () => {
    const body = '{"entity":"event","event":"payment.captured","payload":{"amount":17582}}';

    it('signs the exact raw body with the webhook secret, a string or its bytes alike', () => {
      const expected = createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');
      expect(webhookSignature(body, WEBHOOK_SECRET)).to.equal(expected);
      expect(webhookSignature(Buffer.from(body), WEBHOOK_SECRET)).to.equal(expected);
    });

    it('accepts the signature of the raw body it was made for', () => {
      expect(webhookSignatureValid(Buffer.from(body), webhookSignature(body, WEBHOOK_SECRET), WEBHOOK_SECRET)).to.equal(true);
    });

    it('refuses a body changed by one character, even one only re-serialized', () => {
      const signature = webhookSignature(body, WEBHOOK_SECRET);
      expect(webhookSignatureValid(body.replace('17582', '17583'), signature, WEBHOOK_SECRET)).to.equal(false);
      expect(webhookSignatureValid(JSON.stringify(JSON.parse(body), null, 1), signature, WEBHOOK_SECRET)).to.equal(false);
    });

    it('refuses, without throwing, a missing header, a wrong secret or a signature of the wrong length', () => {
      const signature = webhookSignature(body, WEBHOOK_SECRET);
      expect(webhookSignatureValid(body, undefined, WEBHOOK_SECRET)).to.equal(false);
      expect(webhookSignatureValid(body, '', WEBHOOK_SECRET)).to.equal(false);
      expect(webhookSignatureValid(body, signature, 'another secret')).to.equal(false);
      expect(webhookSignatureValid(body, signature.slice(2), WEBHOOK_SECRET)).to.equal(false);
      expect(webhookSignatureValid(body, `sha256=${signature}`, WEBHOOK_SECRET)).to.equal(false);
    });
  });
});
