import { Link } from 'wouter';
import { Logo } from './Logo';

/** SPEC §1, §2: the larger part explains the name; the bottom line is on every public page. */
export function Footer() {
  return (
    <footer className="app-footer">
      <div className="app-container app-footer__main">
        <section className="app-footer__story" aria-labelledby="footer-name">
          <Logo />
          <h2 id="footer-name" className="app-footer__title">
            <strong>Mo</strong>vies + <strong>Re</strong>commendations, <strong>AI</strong>-based
          </h2>
          <p className="app-footer__text">
            That is where our name comes from: MoRe AI is movies and recommendations, powered by AI. Describe what you feel like watching in
            your own words, and get picks that fit your mood, your language and your evening.
          </p>
        </section>
        <nav className="app-footer__links" aria-label="More from MoRe AI">
          <div>
            <h3 className="app-footer__heading">Company</h3>
            <ul>
              <li>
                <Link href="/about">About Us</Link>
              </li>
              <li>
                <Link href="/contact">Contact Us</Link>
              </li>
            </ul>
          </div>
          <div>
            <h3 className="app-footer__heading">Legal</h3>
            <ul>
              <li>
                <Link href="/privacy-policy">Privacy policy</Link>
              </li>
              <li>
                <Link href="/terms-conditions">Terms of service</Link>
              </li>
            </ul>
          </div>
        </nav>
      </div>
      <div className="app-footer__bottom">
        <div className="app-container app-footer__bottom-inner">
          <span>© {new Date().getFullYear()} More AI, All rights reserved</span>
          <span className="app-footer__legal-links">
            <Link href="/privacy-policy">Privacy policy</Link>
            <Link href="/terms-conditions">Terms of service</Link>
          </span>
        </div>
      </div>
    </footer>
  );
}
