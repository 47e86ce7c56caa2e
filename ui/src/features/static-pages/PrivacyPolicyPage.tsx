import { Link } from 'wouter';
import { LegalDocument, type LegalSection } from './LegalDocument';

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    body: (
      <p>
        MoRe AI ("we", "us") runs the MoRe AI website and service, which recommends movies based on what you describe and lets you keep
        favorites and watchlists. We decide how and why your personal data is used, and we are responsible for it under India's Digital
        Personal Data Protection Act, 2023 and other laws that apply.
      </p>
    ),
  },
  {
    id: 'data-we-keep',
    heading: 'The data we keep',
    body: (
      <>
        <p>We keep only what the service needs:</p>
        <ul>
          <li>
            <strong>Account:</strong> your username, e-mail address and password. We store the password only as a one-way hash; nobody at
            MoRe AI can read it. If you add them, we also keep your name and phone number.
          </li>
          <li>
            <strong>Billing location:</strong> country, state, PIN code, city, street and door number. We need them to work out GST and to
            issue correct invoices.
          </li>
          <li>
            <strong>Subscription and payments:</strong> your plan, its start and end dates, each payment's amount, GST, invoice number,
            status and the payment provider's reference. We never receive or store your card number.
          </li>
          <li>
            <strong>What you do in the app:</strong> the prompts and filters you send for recommendations, the movies discovered for you,
            your favorites, your watchlists (name, description, movies, public or private), the watchlists and people you follow, and your
            daily number of AI searches.
          </li>
          <li>
            <strong>Messages to us:</strong> the name, e-mail address and message you send through the Contact Us form, and our notes on how
            we handled it.
          </li>
          <li>
            <strong>Technical data:</strong> IP address, browser type, and the time and outcome of requests, kept in our server logs to keep
            the service secure and working.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    heading: 'How we use it',
    body: (
      <ul>
        <li>To create and secure your account, sign you in and verify your e-mail address.</li>
        <li>To find recommendations for your prompts and show you where a movie can be watched.</li>
        <li>To keep your favorites, watchlists and follows, and to show other users what you chose to make public.</li>
        <li>To take payments, issue receipts and invoices, and apply the limits of your plan.</li>
        <li>To answer your messages and to prevent fraud and abuse.</li>
        <li>To meet our legal duties, such as keeping tax records.</li>
      </ul>
    ),
  },
  {
    id: 'recommendations',
    heading: 'Recommendations and AI',
    body: (
      <p>
        To answer a prompt we send its text and your filters to our recommendation engine, which may use an AI model run by a service
        provider. We do not send your name, e-mail address or payment details with a prompt. Movies found for you are added to the
        community's "Recently Discovered Movies" feed with your username, unless you have a PRO plan and keep your discoveries private.
        Please do not put personal details of yourself or others into prompts.
      </p>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies and browser storage',
    body: (
      <>
        <p>We use only what the service needs to work. We use no advertising or cross-site tracking cookies.</p>
        <ul>
          <li>A session cookie that keeps you signed in. Scripts cannot read it.</li>
          <li>
            An XSRF-TOKEN cookie and a matching token in your browser storage that protect your account against requests forged by other
            websites.
          </li>
          <li>
            Browser storage for your signed-in user details, your light or dark theme and your primary colour, so the app looks the way you
            left it.
          </li>
        </ul>
        <p>
          Signing out removes the session and the stored user details. Our card payment provider may set its own cookies in its checkout
          window while you pay; its privacy notice covers them.
        </p>
      </>
    ),
  },
  {
    id: 'email',
    heading: 'E-mail',
    body: (
      <p>
        We e-mail you the verification codes you request (to confirm your address or reset your password), receipts for your payments,
        notices about your subscription (for example a scheduled downgrade or the end of your PRO period) and our replies to your messages.
        We do not send marketing e-mail unless you have asked for it, and we never sell or rent your e-mail address.
      </p>
    ),
  },
  {
    id: 'payments',
    heading: 'Payments',
    body: (
      <p>
        PRO is paid in Indian rupees (INR) by card through a card payment provider. You enter your card details in the provider's checkout,
        not on our pages; the provider processes them under its own security certification and tells us only whether the payment succeeded,
        its amount and its reference. We add GST for billing addresses in India and keep the invoice records that tax law requires.
      </p>
    ),
  },
  {
    id: 'sharing',
    heading: 'Who can see your data',
    body: (
      <ul>
        <li>
          <strong>Other users</strong> see your username, your public watchlists, your favorites on your profile, and the movies discovered
          for you. Private watchlists are visible only to you.
        </li>
        <li>
          <strong>Service providers</strong> that host our servers, send our e-mail, process payments or run AI models process data for us
          under contract, only to provide their service to us. Some may process it outside India.
        </li>
        <li>
          <strong>Authorities</strong>, when the law requires it. We do not sell personal data to anyone.
        </li>
      </ul>
    ),
  },
  {
    id: 'deletion',
    heading: 'Deleting your account',
    body: (
      <>
        <p>
          You can delete your account at any time from your account page. Deletion erases your personal data: we keep your personal details
          encrypted with a key that belongs to your account alone, and deleting the account destroys that key, so your details become
          unreadable everywhere we hold them, including our history records and backups.
        </p>
        <p>
          What you shared with others stays without your name: it is shown as found by "Unknown User". Records the law requires us to keep,
          such as the amount, date and GST of a payment, are kept without the details that identified you. Deletion cannot be undone.
        </p>
      </>
    ),
  },
  {
    id: 'retention-security',
    heading: 'How long we keep data, and how we protect it',
    body: (
      <p>
        We keep your data while your account exists, server logs for up to 90 days, and messages from visitors without an account for up to
        two years. All traffic is encrypted in transit, passwords are hashed, personal details are encrypted at rest, and only staff who
        need access to help you or run the service have it.
      </p>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    body: (
      <p>
        You may ask for a summary of the personal data we hold about you, ask us to correct or complete it, delete your account or ask us to
        erase your data, withdraw a consent you gave, and nominate someone to act for you. You may also raise a grievance with us; if you
        are not satisfied with our answer you can complain to the Data Protection Board of India. MoRe AI is not meant for children under
        13, and users under 18 need a parent's or guardian's consent.
      </p>
    ),
  },
  {
    id: 'changes-contact',
    heading: 'Changes and contact',
    body: (
      <p>
        When we change this policy we update the date at the top, and for important changes we tell signed-in users by e-mail or in the app
        before they take effect. For any question, request or grievance about your data, write to us through the{' '}
        <Link href="/contact">Contact Us</Link> page; our grievance officer answers within 30 days.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy policy"
      intro={
        <p>
          This policy explains what personal data MoRe AI keeps, why, who can see it, and how you can have it erased. It applies to the
          website and everything you do in it.
        </p>
      }
      sections={sections}
    />
  );
}
