import './landing.css';
import { usePageTitle } from '../../app/hooks';
import { Hero } from './Hero';
import { HowItWorks } from './HowItWorks';
import { PricingSection } from './PricingSection';
import { WhyChoose } from './WhyChoose';

export function LandingPage() {
  usePageTitle(null);
  return (
    <>
      <Hero />
      <WhyChoose />
      <HowItWorks />
      <PricingSection />
    </>
  );
}
