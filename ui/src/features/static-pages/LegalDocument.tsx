import './static-pages.css';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../app/hooks';

export interface LegalSection {
  readonly id: string;
  readonly heading: string;
  readonly body: ReactNode;
}

/** SPEC §2: both legal pages were last updated on 30 June 2025. */
export const LEGAL_LAST_UPDATED = '30 June 2025';

/** A legal text with a table of contents, readable on a phone. */
export function LegalDocument({ title, intro, sections }: { title: string; intro: ReactNode; sections: readonly LegalSection[] }) {
  usePageTitle(title);
  return (
    <article className="page legal-page">
      <div className="app-container app-container--narrow">
        <header className="legal-page__header">
          <h1 className="page__title">{title}</h1>
          <p className="legal-page__updated">Last updated: {LEGAL_LAST_UPDATED}</p>
          <div className="page__lead">{intro}</div>
        </header>
        <nav className="legal-page__toc" aria-label="Contents">
          <h2 className="legal-page__toc-title">Contents</h2>
          <ol>
            {sections.map(({ id, heading }) => (
              <li key={id}>
                <a href={`#${id}`}>{heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map(({ id, heading, body }, index) => (
          <section key={id} id={id} className="legal-page__section" aria-labelledby={`${id}-heading`}>
            <h2 id={`${id}-heading`}>
              {index + 1}. {heading}
            </h2>
            {body}
          </section>
        ))}
      </div>
    </article>
  );
}
