import './static-pages.css';
import { Card, Icon, type IconName } from '@blueprintjs/core';
import { usePageTitle } from '../../app/hooks';
import { GetStartedButton } from '../landing/GetStartedButton';

const values: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'person',
    title: 'Personal, not popular',
    text: 'Your picks come from what you ask for, not from what everyone else is watching this week.',
  },
  { icon: 'globe', title: 'Every language', text: 'From Korean thrillers to Telugu dramas: great cinema is not limited to one industry.' },
  { icon: 'shield', title: 'Yours to keep', text: 'Your lists are yours. Keep them public, share them, or keep them private with PRO.' },
];

export default function AboutPage() {
  usePageTitle('About Us');
  return (
    <div className="page about-page">
      <div className="app-container app-container--narrow">
        <h1 className="page__title">About Us</h1>
        <p className="page__lead">
          Welcome to MoRe AI, where <strong>Mo</strong>vies meet <strong>Re</strong>commendations powered by <strong>AI</strong>. We believe
          the best part of movie night should be the movie, not the half hour spent scrolling to find one.
        </p>
        <p>
          So we built a place where you can simply say what you feel like watching: "a cosy mystery for a rainy Sunday", "mind-bending
          science fiction under two hours", or "award-winning Korean dramas with a twist". Our AI reads the mood behind your words, combines
          it with the filters you choose, and answers with a personal shortlist that explains why each movie fits you.
        </p>
        <p>
          Every recommendation can be saved to your favorites or to watchlists you name yourself, shared with a link, or discovered by
          others in our community feed. The more you explore, the more you find, and the more your friends find through you.
        </p>
        <div className="about-page__values">
          {values.map(({ icon, title, text }) => (
            <Card key={title} className="about-page__value" elevation={0}>
              <Icon icon={icon} size={20} className="about-page__value-icon" />
              <h2>{title}</h2>
              <p>{text}</p>
            </Card>
          ))}
        </div>
        <p className="about-page__closing">Whatever you are in the mood for, we are glad you are here. Happy watching!</p>
        <GetStartedButton />
      </div>
    </div>
  );
}
