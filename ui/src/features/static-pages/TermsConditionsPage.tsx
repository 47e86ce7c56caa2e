import { Link } from 'wouter';
import { LegalDocument, type LegalSection } from './LegalDocument';

const sections: LegalSection[] = [
  {
    id: 'agreement',
    heading: 'Agreement',
    body: (
      <p>
        These terms are an agreement between you and MoRe AI for your use of the MoRe AI website and service. By creating an account or
        using the service you accept them. If you do not accept them, please do not use MoRe AI. Our{' '}
        <Link href="/privacy-policy">Privacy policy</Link> explains how we handle your personal data.
      </p>
    ),
  },
  {
    id: 'service',
    heading: 'The service',
    body: (
      <p>
        MoRe AI recommends movies for what you describe and lets you keep favorites and watchlists, follow other users and share links.
        Recommendations are produced automatically and are suggestions only: they can be incomplete or wrong, and details such as where a
        movie can be watched come from third parties and can change. We do not host or stream movies. We may improve, change or retire
        features, and will tell you in advance when a change takes away something you pay for.
      </p>
    ),
  },
  {
    id: 'accounts',
    heading: 'Your account',
    body: (
      <ul>
        <li>You must be at least 13 years old. If you are under 18, a parent or guardian must agree to these terms for you.</li>
        <li>Give a real e-mail address and keep your details accurate. One account is for one person.</li>
        <li>Keep your password secret. You are responsible for what happens under your account until you tell us it was misused.</li>
      </ul>
    ),
  },
  {
    id: 'plans',
    heading: 'Plans and limits',
    body: (
      <>
        <p>There are two plans:</p>
        <ul>
          <li>
            <strong>FREE</strong>: 20 AI searches per day (the count resets at midnight India Standard Time), 5 watchlists, 5 movies per
            watchlist and 10 favorites. Watchlists and discoveries are public.
          </li>
          <li>
            <strong>PRO</strong>: unlimited searches, watchlists, movies and favorites, private watchlists and discoveries, fuller movie
            details and a transaction history.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'payments',
    heading: 'Prices and payment',
    body: (
      <>
        <p>
          PRO costs ₹149.00 per month, billed monthly in Indian rupees (INR). For billing addresses in India we add 18% GST (CGST and SGST
          of 9% each in Telangana, IGST of 18% elsewhere in India); the total is shown before you pay. Payments are made by card through a
          card payment provider; we never see or store your card number.
        </p>
        <p>
          Your billing details must be correct, because they decide the tax and appear on your invoice. After each payment we send a receipt
          by e-mail, and you can download receipts from your account page. We will tell you at least 30 days in advance before a price
          change applies to you.
        </p>
      </>
    ),
  },
  {
    id: 'downgrade',
    heading: 'Downgrading and the end of PRO',
    body: (
      <>
        <p>
          You can schedule a downgrade to FREE at any time from your account page. PRO stays active until the end of the period you paid
          for, and you can cancel the scheduled downgrade before then. You can also downgrade at once, which ends PRO immediately.
        </p>
        <p>
          When PRO ends, your account follows the FREE limits. Watchlists, movies and favorites above those limits are archived; you can get
          them back only by upgrading to PRO again, and archived content may later be deleted permanently. We tell you in the app what was
          archived.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    heading: 'Refunds',
    body: (
      <p>
        Payments are not refundable, except where we charged you twice or in error, where PRO was unavailable to you for reasons within our
        control, or where the law gives you a right to a refund. Ask through the <Link href="/contact">Contact Us</Link> page within 30 days
        of the payment, with its transaction ID. Approved refunds go back to the card you paid with.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    heading: 'Acceptable use',
    body: (
      <ul>
        <li>Do not break the law, infringe others' rights, or harass, threaten or impersonate anyone.</li>
        <li>Do not put offensive, misleading or other people's personal content into watchlist names, descriptions or prompts.</li>
        <li>Do not get around plan limits, share accounts, scrape the service or overload it with automated requests.</li>
        <li>Do not try to break into accounts or systems, or interfere with payments or security features.</li>
      </ul>
    ),
  },
  {
    id: 'content',
    heading: 'Your content and ours',
    body: (
      <p>
        You keep the rights to the names and descriptions you write. You allow us to store and show them to provide the service, including
        showing public watchlists to other users. Movie titles, posters and descriptions belong to their owners and are shown for
        information. The MoRe AI name, logo, design and software are ours and may not be copied without our permission.
      </p>
    ),
  },
  {
    id: 'ending',
    heading: 'Deleting your account, suspension and termination',
    body: (
      <p>
        You can delete your account at any time from your account page; deletion erases your personal data as described in the Privacy
        policy and ends any PRO period without a refund for the unused part. We may suspend or close an account that seriously or repeatedly
        breaks these terms, and will tell you why unless the law forbids it.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Disclaimers and liability',
    body: (
      <p>
        We work to keep MoRe AI available and accurate, but provide it "as is", without promising that it will always be available,
        error-free, or that you will like the movies it recommends. To the extent the law allows, we are not liable for indirect or
        consequential losses, and our total liability to you is limited to the amount you paid us in the 12 months before the claim. Nothing
        in these terms limits rights you have as a consumer that cannot be limited by contract.
      </p>
    ),
  },
  {
    id: 'law-changes-contact',
    heading: 'Law, changes and contact',
    body: (
      <p>
        These terms are governed by the laws of India, and the courts of Hyderabad, Telangana have jurisdiction. When we change them we
        update the date at the top and tell signed-in users of important changes before they apply; continuing to use MoRe AI afterwards
        means you accept the new terms. Questions? Write to us through the <Link href="/contact">Contact Us</Link> page.
      </p>
    ),
  },
];

export default function TermsConditionsPage() {
  return (
    <LegalDocument
      title="Terms of service"
      intro={
        <p>Please read these terms before using MoRe AI. They cover your account, our plans and payments, and what we each promise.</p>
      }
      sections={sections}
    />
  );
}
