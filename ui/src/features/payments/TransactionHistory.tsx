import { Button, Card, Classes, HTMLTable, Tag, type Intent } from '@blueprintjs/core';
import type { PaymentHistoryRow, PaymentStatus } from '@more-ai/contracts/payments';
import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { formatLongDate } from '../auth/session-user';
import { formatRupees } from '../plans/subscription-plan';
import { receiptDownloadRequested } from './slice';
import { usePaymentsSelector } from './store';
import { historyRequested } from './subscription-slice';
import { StateNotice } from '../layout/StateNotice';

const STATUS_INTENT: Readonly<Record<PaymentStatus, Intent>> = {
  Completed: 'success',
  Failed: 'danger',
  Refunded: 'warning',
  Pending: 'none',
};

/** SPEC §2 /me Transaction History (PRO only): each payment, its receipt and its status. */
export function TransactionHistory() {
  const dispatch = useAppDispatch();
  const { historyStatus, history } = usePaymentsSelector((state) => state.payments.subscription);

  useEffect(() => {
    dispatch(historyRequested());
  }, [dispatch]);

  return (
    <Card className="account-card transaction-history" aria-labelledby="transaction-history-title">
      <h2 className="account-card__title" id="transaction-history-title">
        Transaction History
      </h2>
      {historyStatus === 'failed' && (
        <StateNotice
          heading="h3"
          icon="offline"
          title="Transactions are unavailable right now"
          action={<Button icon="refresh" text="Retry" onClick={() => dispatch(historyRequested())} />}
        />
      )}
      {(historyStatus === 'idle' || historyStatus === 'loading') && (
        <div aria-busy="true" aria-label="Loading transactions">
          <div className={`${Classes.SKELETON} skeleton-line`} />
          <div className={`${Classes.SKELETON} skeleton-line`} />
        </div>
      )}
      {historyStatus === 'loaded' &&
        (history.length === 0 ? (
          <p className="account-card__muted">No transactions yet</p>
        ) : (
          <div className="transaction-history__scroll">
            <HTMLTable striped className="transaction-history__table">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Transaction ID</th>
                  <th scope="col">Description</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Receipt</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {history.map((row) => (
                  <TransactionRow key={row.id} row={row} />
                ))}
              </tbody>
            </HTMLTable>
          </div>
        ))}
    </Card>
  );
}

function TransactionRow({ row }: { row: PaymentHistoryRow }) {
  const dispatch = useAppDispatch();
  const downloading = usePaymentsSelector((state) => state.payments.checkout.downloading.includes(row.id));
  return (
    <tr>
      <td>{formatLongDate(row.date)}</td>
      <td>
        <code>{row.transactionId}</code>
      </td>
      <td>{row.description}</td>
      <td className="transaction-history__amount">{formatRupees(row.totalAmount)}</td>
      <td>
        {row.hasReceipt ? (
          <Button
            size="small"
            icon="download"
            text="Download"
            aria-label={`Download receipt ${row.invoiceNumber ?? row.transactionId}`}
            loading={downloading}
            onClick={() => dispatch(receiptDownloadRequested({ id: row.id, transactionId: row.transactionId }))}
          />
        ) : (
          <span className="account-card__muted">None</span>
        )}
      </td>
      <td>
        <Tag intent={STATUS_INTENT[row.status]} round minimal>
          {row.status}
        </Tag>
      </td>
    </tr>
  );
}
