import './layout.css';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { UpgradeDialog } from '../library/UpgradeDialog';
import { WatchlistDialog } from '../watchlists/WatchlistDialog';
import { Footer } from './Footer';
import { UserHeader } from './UserHeader';

/** The signed-in screens: the user header, the screen, the footer. */
export function UserLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  // A new screen starts at its top, unless the link points into it (/me#subscription-plans-section).
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);

  return (
    <div className="app-shell">
      <UserHeader />
      <main className="app-main" id="main">
        {children}
      </main>
      <Footer />
      <WatchlistDialog />
      <UpgradeDialog />
    </div>
  );
}
