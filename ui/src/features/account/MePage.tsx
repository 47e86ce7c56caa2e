import './account.css';
import { Card, Classes, Tag } from '@blueprintjs/core';
import { Suspense, useEffect } from 'react';
import { useAppDispatch, useAppSelector, usePageTitle } from '../../app/hooks';
import { selectIsProUser, selectSessionUser } from '../auth/selectors';
import { displayName, formatLongDate } from '../auth/session-user';
import { Avatar } from '../layout/Avatar';
import { scrollToSubscriptionSection, SUBSCRIPTION_SECTION_ID } from '../layout/user-navigation';
import { profileRequested } from '../profiles/slice';
import { selectPlans } from '../plans/selectors';
import { DowngradeNotices, SubscriptionPanel, TransactionHistory } from '../payments/entry';
import { BillingLocationCard } from './BillingLocationCard';
import { DataExportCard } from './DataExportCard';
import { DeleteAccountCard } from './DeleteAccountCard';
import { billingRequested } from './slice';

/**
 * SPEC §2 /me: who the user is, their plan, where they are billed, and deleting the account. The
 * subscription's parts (plan, downgrade, transactions) come with the payments chunk.
 */
export default function MePage() {
  usePageTitle('My account');
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const pro = useAppSelector(selectIsProUser);
  const plansStatus = useAppSelector(selectPlans).status;
  const billingStatus = useAppSelector((state) => state.account.billingStatus);
  const memberSince = formatLongDate(user?.createdAt);
  // SPEC §2: the real counts of one's own watchlists and favourites come with one's profile.
  const stats = useAppSelector((state) =>
    state.profilePage.profile?.user._id === user?._id ? state.profilePage.profile?.stats : undefined,
  );

  useEffect(() => {
    dispatch(billingRequested());
  }, [dispatch]);

  useEffect(() => {
    if (user?._id) dispatch(profileRequested(user._id));
  }, [user?._id, dispatch]);

  // /me#subscription-plans-section: scroll once the sections above have their final height.
  const settled = plansStatus !== 'idle' && plansStatus !== 'loading' && billingStatus !== 'idle' && billingStatus !== 'loading';
  useEffect(() => {
    if (settled && window.location.hash === `#${SUBSCRIPTION_SECTION_ID}`) scrollToSubscriptionSection();
  }, [settled]);

  return (
    <div className="page account-page">
      <div className="app-container account-page__inner">
        <Card className="account-card account-profile" elevation={1}>
          <Avatar name={displayName(user)} size="large" />
          <div className="account-profile__who">
            <h1 className="account-profile__name">{user?.username}</h1>
            <p className="account-profile__email">{user?.email}</p>
            {memberSince && <p className="account-card__muted">Member since {memberSince}</p>}
          </div>
          <dl className="account-profile__stats">
            <div>
              <dt>Watchlists</dt>
              <dd>{stats?.watchlistsCount ?? 0}</dd>
            </div>
            <div>
              <dt>Favorites</dt>
              <dd>{stats?.favoritesCount ?? 0}</dd>
            </div>
          </dl>
        </Card>

        <Suspense fallback={null}>
          <DowngradeNotices />
        </Suspense>

        <section id={SUBSCRIPTION_SECTION_ID} className="account-section" aria-labelledby="subscription-title">
          <div className="account-section__head">
            <h2 className="account-section__title" id="subscription-title">
              Billing &amp; Subscription
            </h2>
            <p className="account-card__muted">
              Current plan:{' '}
              <Tag intent={pro ? 'primary' : 'none'} round>
                {pro ? 'PRO' : 'FREE'}
              </Tag>
            </p>
          </div>
          <Suspense fallback={<div className={`${Classes.SKELETON} skeleton-line`} aria-label="Loading your subscription" />}>
            <SubscriptionPanel />
          </Suspense>
        </section>

        <BillingLocationCard />
        {pro && (
          <Suspense fallback={null}>
            <TransactionHistory />
          </Suspense>
        )}
        <DataExportCard />
        <DeleteAccountCard />
      </div>
    </div>
  );
}
