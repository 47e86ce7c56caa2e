import { Card, Icon, type IconName } from '@blueprintjs/core';

const reasons: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'search-text',
    title: 'Natural language search',
    text: 'Describe a mood, a plot or a memory in plain words. Our AI understands what you mean, not just the keywords.',
  },
  {
    icon: 'filter-list',
    title: 'Smart filters',
    text: 'Narrow the picks by genre, language, length, era and content type, from feel-good to mind-bending.',
  },
  {
    icon: 'list-detail-view',
    title: 'Curated watchlists',
    text: 'Keep favorites, save picks into named watchlists, share them with friends and follow theirs.',
  },
];

export function WhyChoose() {
  return (
    <section className="landing-section" aria-labelledby="why-title">
      <div className="app-container">
        <header className="section-header">
          <h2 className="section-header__title" id="why-title">
            Why choose MoRe AI
          </h2>
          <p className="section-header__lead">Less scrolling through catalogues, more watching.</p>
        </header>
        <div className="feature-grid">
          {reasons.map(({ icon, title, text }) => (
            <Card key={title} className="feature-card" elevation={0}>
              <span className="feature-card__icon">
                <Icon icon={icon} size={22} />
              </span>
              <h3 className="feature-card__title">{title}</h3>
              <p className="feature-card__text">{text}</p>
            </Card>
          ))}
        </div>
      </div>
    </section>
  );
}
