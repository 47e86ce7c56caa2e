import './layout.css';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Footer } from './Footer';
import { PublicHeader } from './PublicHeader';

export function PublicLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  // A new screen starts at its top, as a page load would; wouter keeps the old scroll offset otherwise.
  // (Braces matter: newer browsers return a promise from scrollTo, which React would take for a cleanup.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  return (
    <div className="app-shell">
      <PublicHeader />
      <main className="app-main" id="main">
        {children}
      </main>
      <Footer />
    </div>
  );
}
