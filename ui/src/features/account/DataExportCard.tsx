import { AnchorButton, Card } from '@blueprintjs/core';
import { LinkButton } from '../layout/LinkButton';
import './data-export.css';

/**
 * 'Download my data' on the account page (issue 13): everything the member owns, as JSON or as CSV
 * files (the diary in Letterboxd's columns), and the way in to importing from Letterboxd or IMDb.
 * The downloads are plain links: the browser saves the attachment the server names.
 */
export function DataExportCard() {
  return (
    <Card className="account-card" aria-labelledby="data-export-title">
      <h2 className="account-card__title" id="data-export-title">
        Download my data
      </h2>
      <p className="account-card__muted">
        Your profile, favorites, watchlists, follows, diary with your reviews, and payments. The CSV download holds your diary in
        Letterboxd&apos;s columns, so you can take it with you.
      </p>
      <div className="data-export-card__actions">
        <AnchorButton icon="download" text="Download JSON" href="/api/me/export?format=json" download role="link" />
        <AnchorButton icon="download" text="Download CSV (.zip)" href="/api/me/export?format=csv" download role="link" />
        <LinkButton icon="import" text="Import from Letterboxd or IMDb" href="/import" />
      </div>
    </Card>
  );
}
