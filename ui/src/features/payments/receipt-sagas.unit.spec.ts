import { expect } from 'chai';
import { describe, it } from 'mocha';
import type { UnknownAction } from 'redux';
import { call, put } from 'redux-saga/effects';
import { api } from '../../api/client';
import { putAction, story } from '../../app/saga-testing';
import { notificationShown } from '../notifications/slice';
import { receipt } from './fixtures';
import { downloadReceipt, loadReceipt, receiptFileName, saveFile } from './receipt-sagas';
import { receiptDownloadRequested, receiptDownloadSettled, receiptFailed, receiptRequested, receiptShown } from './slice';

function told(effect: unknown) {
  const action: UnknownAction = putAction(effect);
  return notificationShown.match(action) ? { message: action.payload.message, type: action.payload.type } : undefined;
}

describe('Receipts (SPEC §2 /subscription-success, §7, §8)', () => {
  const asked = receiptDownloadRequested({ id: 'payment-1', transactionId: 'pay_1' });

  it('saves the PDF as MoRe-AI-{transactionId}.pdf and says so', () => {
    const pdf = new Blob(['%PDF-1.7']);
    const saga = story(downloadReceipt(asked));
    expect(saga.next().value).to.deep.equal(call(api.file, '/payments/receipt/payment-1'));
    expect(saga.next(pdf).value).to.deep.equal(call(saveFile, pdf, 'MoRe-AI-pay_1.pdf'));
    expect(told(saga.next().value)).to.deep.equal({ message: 'Receipt downloaded successfully', type: 'success' });
    expect(saga.next().value).to.deep.equal(put(receiptDownloadSettled('payment-1')));
  });

  it("says 'Failed to download receipt' when it cannot be had", () => {
    const saga = story(downloadReceipt(asked));
    saga.next();
    expect(told(saga.throw(new TypeError('Failed to fetch')).value)).to.deep.equal({
      message: 'Failed to download receipt',
      type: 'error',
    });
    expect(saga.next().value).to.deep.equal(put(receiptDownloadSettled('payment-1')));
  });

  it('fetches the receipt the URL names after a reload', () => {
    const saga = story(loadReceipt(receiptRequested('payment-1')));
    expect(saga.next().value).to.deep.equal(call(api.get, '/payments/details/payment-1'));
    expect(saga.next(receipt).value).to.deep.equal(put(receiptShown({ payment: receipt, emailWarning: null })));
    const missing = story(loadReceipt(receiptRequested('nope')));
    missing.next();
    expect(missing.throw(new Error('404')).value).to.deep.equal(put(receiptFailed()));
  });

  it('names the file after the product and the transaction', () => {
    expect(receiptFileName('pay_Abc123')).to.equal('MoRe-AI-pay_Abc123.pdf');
  });
});
