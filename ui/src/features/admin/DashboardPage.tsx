import { Button, Card, Icon, Spinner, Tag, type IconName } from '@blueprintjs/core';
import { useEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectSessionUser } from '../auth/selectors';
import { displayName } from '../auth/session-user';
import { Avatar } from '../layout/Avatar';
import { AdminPageFrame } from './AdminPageFrame';
import { formatAverage, formatCount, formatDate, formatDateTime, formatRupees, paymentIntent, capitalised } from './format';
import { selectStats } from './selectors';
import { statsRequested, type AdminStats } from './slice';
import { useAdminSelector } from './store';
import { StateNotice } from '../layout/StateNotice';

/** SPEC §2 'Admin screens' Dashboard: every figure of the admin stats response (SPEC §3). */
export function DashboardPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const { status, figures } = useAdminSelector(selectStats);
  const refresh = () => dispatch(statsRequested());

  useEffect(() => {
    dispatch(statsRequested());
  }, [dispatch]);

  return (
    <AdminPageFrame
      title="Dashboard"
      kicker={<p className="admin-page__welcome">Welcome back, {displayName(user)}</p>}
      tools={
        <>
          {figures && (
            <span className="admin-dashboard__as-of">
              {figures.asOf ? `As of ${formatDateTime(figures.asOf)}` : 'No activity recorded yet'}
            </span>
          )}
          <Button icon="refresh" text="Refresh" onClick={refresh} loading={status === 'loading'} />
        </>
      }
    >
      {!figures && status === 'failed' && (
        <StateNotice
          heading="h2"
          icon="error"
          title="The figures could not be loaded"
          description="Check your connection and try again."
          action={<Button icon="refresh" text="Try again" onClick={refresh} />}
        />
      )}
      {!figures && status !== 'failed' && (
        <StateNotice heading="h2" icon={<Spinner size={40} aria-label="Loading" />} title="Loading the figures…" />
      )}
      {figures && <Figures figures={figures} />}
    </AdminPageFrame>
  );
}

function Figures({ figures: f }: { figures: AdminStats }) {
  return (
    <>
      {metricGroups(f).map((group) => (
        <section key={group.title} className="admin-metrics" aria-label={group.title}>
          <h2 className="admin-section-title">{group.title}</h2>
          <ul className="admin-metrics__grid">
            {group.metrics.map((metric) => (
              <Metric key={metric.label} {...metric} />
            ))}
          </ul>
        </section>
      ))}

      <div className="admin-dashboard__panels">
        <Panel wide title="Recent signups" empty={f.recentSignups.length === 0 ? 'No signups yet' : null}>
          <ul className="admin-list">
            {f.recentSignups.map((signup) => (
              <li key={signup._id} className="admin-list__row">
                <Avatar name={signup.username || signup.email} size="small" />
                <span className="admin-list__main">
                  <strong>{signup.username}</strong>
                  <small>{signup.email}</small>
                </span>
                <span className="admin-list__side">{formatDate(signup.createdAt)}</span>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel wide title="Recent payments" empty={f.recentPayments.length === 0 ? 'No payments yet' : null}>
          <ul className="admin-list">
            {f.recentPayments.map((payment) => (
              <li key={payment._id} className="admin-list__row">
                <span className="admin-list__main">
                  <strong>{formatRupees(payment.amount)}</strong>
                  <small>
                    {payment.username} · {payment.plan} · {formatDate(payment.createdAt)}
                  </small>
                </span>
                <Tag className="admin-list__side" intent={paymentIntent(payment.status)} round>
                  {capitalised(payment.status)}
                </Tag>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="Top active users" empty={f.topActiveUsers.length === 0 ? 'No activity yet' : null}>
          <ol className="admin-list">
            {f.topActiveUsers.map((active) => (
              <li key={active._id} className="admin-list__row">
                <Avatar name={active.username || active.email} size="small" />
                <span className="admin-list__main">
                  <strong>{active.username}</strong>
                  <small>{active.email}</small>
                </span>
                <span className="admin-list__side">
                  {formatCount(active.activity)} {active.activity === 1 ? 'action' : 'actions'}
                </span>
              </li>
            ))}
          </ol>
        </Panel>
        <Panel title="Watchlist insights">
          <dl className="admin-facts">
            <Fact label="Most followed watchlist">
              {f.mostFollowedWatchlist
                ? `${f.mostFollowedWatchlist.name} (${followers(f.mostFollowedWatchlist.followersCount)})`
                : 'No watchlists yet'}
            </Fact>
            <Fact label="Average movies per watchlist">{formatAverage(f.avgMoviesPerWatchlist)}</Fact>
          </dl>
        </Panel>
        <Panel title="Favorites and plans">
          <dl className="admin-facts">
            <Fact label="Most favorited movie">
              {f.mostFavoritedMovie
                ? `${f.mostFavoritedMovie.title} (${f.mostFavoritedMovie.year}) · ${favorites(f.mostFavoritedMovie.favoritesCount)}`
                : 'No favorites yet'}
            </Fact>
            <Fact label="Most popular plan">
              {f.mostPopularPlan ? `${f.mostPopularPlan.name} · ${subscribers(f.mostPopularPlan.subscribers)}` : 'No subscribers yet'}
            </Fact>
          </dl>
        </Panel>
      </div>
    </>
  );
}

interface MetricCard {
  readonly icon: IconName;
  readonly label: string;
  readonly value: string;
  readonly hint?: string;
}

/** The metric cards: every count and amount of the stats response, in three groups. */
function metricGroups(f: AdminStats): { title: string; metrics: MetricCard[] }[] {
  const count = (icon: IconName, label: string, value: number): MetricCard => ({ icon, label, value: formatCount(value) });
  return [
    {
      title: 'Users',
      metrics: [
        count('people', 'Users', f.totalUsers),
        count('new-person', 'New users (7 days)', f.newUsers7d),
        count('shield', 'Admins', f.totalAdmins),
        count('crown', 'Superadmins', f.totalSuperadmins),
        count('star', 'PRO users', f.totalSubscribed),
        count('person', 'FREE users', f.totalFree),
      ],
    },
    {
      title: 'Library',
      metrics: [
        count('film', 'Movies', f.totalMovies),
        count('add', 'New movies (7 days)', f.newMovies7d),
        {
          ...count('list', 'Watchlists', f.totalWatchlists),
          hint: `${formatCount(f.publicWatchlists)} public · ${formatCount(f.privateWatchlists)} private`,
        },
        count('heart', 'Favorites', f.totalFavorites),
      ],
    },
    {
      title: 'Subscriptions and payments',
      metrics: [
        count('tick-circle', 'Active subscriptions', f.activeSubscriptions),
        count('disable', 'Cancelled subscriptions', f.cancelledSubscriptions),
        count('credit-card', 'Payments', f.totalPayments),
        { icon: 'bank-account', label: 'Revenue', value: formatRupees(f.totalRevenue) },
        { icon: 'percentage', label: 'GST collected', value: formatRupees(f.gstCollected) },
        count('error', 'Failed payments', f.failedPayments),
      ],
    },
  ];
}

function Metric({ icon, label, value, hint }: MetricCard) {
  return (
    <li>
      <Card className="admin-metric">
        <span className="admin-metric__label">{label}</span>
        {hint && <small className="admin-metric__hint">{hint}</small>}
        <span className="admin-metric__figure">
          <strong className="admin-metric__value">{value}</strong>
          <span className="admin-metric__icon">
            <Icon icon={icon} />
          </span>
        </span>
      </Card>
    </li>
  );
}

function Panel({
  title,
  wide = false,
  empty = null,
  children,
}: {
  title: string;
  wide?: boolean;
  empty?: string | null;
  children: ReactNode;
}) {
  return (
    <Card className={wide ? 'admin-panel admin-panel--wide' : 'admin-panel'}>
      <h2 className="admin-section-title">{title}</h2>
      {empty ? <p className="admin-panel__empty">{empty}</p> : children}
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const followers = (count: number) => `${formatCount(count)} ${count === 1 ? 'follower' : 'followers'}`;
const favorites = (count: number) => `${formatCount(count)} ${count === 1 ? 'favorite' : 'favorites'}`;
const subscribers = (count: number) => `${formatCount(count)} ${count === 1 ? 'subscriber' : 'subscribers'}`;
