const steps = [
  { title: 'Sign up', text: 'Create your free account in a minute and confirm your e-mail.' },
  { title: 'Prompt the context', text: 'Tell us the mood, the occasion or the kind of story you are after, and add filters if you like.' },
  { title: 'Get AI recommendations', text: 'Receive a shortlist of movies, each with the reason it fits your prompt.' },
  { title: 'Watch, save & share', text: 'See where to watch, save picks to watchlists and send links to friends.' },
];

export function HowItWorks() {
  return (
    <section className="landing-section landing-section--tinted" id="how-it-works" aria-labelledby="how-title">
      <div className="app-container">
        <header className="section-header">
          <h2 className="section-header__title" id="how-title">
            How it works
          </h2>
          <p className="section-header__lead">From a sentence to your next favourite movie in four steps.</p>
        </header>
        <ol className="steps">
          {steps.map(({ title, text }, index) => (
            <li key={title} className="step">
              <span className="step__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="step__title">{title}</h3>
              <p className="step__text">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
