import { PlanCards } from '../plans/PlanCards';
import { UpgradeToProButton } from '../plans/UpgradeToProButton';
import { GetStartedButton } from './GetStartedButton';

export function PricingSection() {
  return (
    <section className="landing-section" id="pricing" aria-labelledby="pricing-title">
      <div className="app-container">
        <header className="section-header">
          <h2 className="section-header__title" id="pricing-title">
            Simple pricing
          </h2>
          <p className="section-header__lead">Start free. Upgrade when you want unlimited everything.</p>
        </header>
        <PlanCards actionFor={(plan) => (plan.type === 'free' ? <GetStartedButton fill outlined /> : <UpgradeToProButton />)} />
      </div>
    </section>
  );
}
