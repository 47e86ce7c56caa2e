import { AnchorButton, Icon, Tag } from '@blueprintjs/core';
import { GetStartedButton } from './GetStartedButton';

const examplePicks = [
  { title: 'Parasite', detail: '2019 · Korean · 132 min', hue: 205 },
  { title: 'The Handmaiden', detail: '2016 · Korean · 145 min', hue: 330 },
  { title: 'Mother', detail: '2009 · Korean · 129 min', hue: 35 },
];

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="app-container hero__inner">
        <div className="hero__copy">
          <Tag round minimal icon="predictive-analysis" className="hero__eyebrow">
            AI movie recommendations
          </Tag>
          <h1 className="hero__title" id="hero-title">
            Describe the movie. <span className="hero__title-accent">We'll find it.</span>
          </h1>
          <p className="hero__lead">
            Tell MoRe AI what you are in the mood for, in your own words, and get a shortlist of movies worth watching tonight, with the
            reason each one fits.
          </p>
          <div className="hero__actions">
            <GetStartedButton />
            <AnchorButton size="large" variant="minimal" icon="help" href="#how-it-works" role="link">
              How it works
            </AnchorButton>
          </div>
          <p className="hero__fine-print">Free plan included. No card needed.</p>
        </div>

        <figure className="hero__preview" aria-label="An example recommendation">
          <div className="prompt-preview">
            <div className="prompt-preview__input">
              <Icon icon="search" />
              <span>award-winning Korean dramas with a twist</span>
            </div>
            <div className="prompt-preview__filters">
              <Tag minimal round>
                Genre: Drama
              </Tag>
              <Tag minimal round>
                Language: Korean
              </Tag>
              <Tag minimal round>
                Award winner
              </Tag>
            </div>
            <ol className="prompt-preview__picks">
              {examplePicks.map(({ title, detail, hue }) => (
                <li key={title} className="prompt-preview__pick">
                  <span className="prompt-preview__poster" style={{ '--poster-hue': hue } as React.CSSProperties}>
                    {title[0]}
                  </span>
                  <span>
                    <strong>{title}</strong>
                    <small>{detail}</small>
                  </span>
                  <Icon icon="heart" className="prompt-preview__save" />
                </li>
              ))}
            </ol>
          </div>
          <figcaption className="visually-hidden">
            A prompt for award-winning Korean dramas with a twist returns Parasite, The Handmaiden and Mother.
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
