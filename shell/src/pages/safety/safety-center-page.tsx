import { useEffect } from 'react';
import { Link } from '@afterwork/ui/router';
import { useSession } from '@afterwork/shell-sdk';
import { countryOf, FRAUD_LINES, type FraudLines } from './fraud-lines';
import '../legal/doc-page.css';
import './safety.css';

function CountryLines({ c, mine }: { c: FraudLines; mine: boolean }) {
  const id = `fraud-${c.country.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section className={`aw-fraud-country${mine ? ' aw-mine' : ''}`} aria-labelledby={id}>
      <h3 id={id}>
        {c.country}
        {mine ? ' (your country)' : ''}
      </h3>
      <dl>
        {c.lines.map((l) => (
          <div key={l.name}>
            <dt>{l.name}</dt>
            <dd>{l.how}</dd>
            <dd>{l.what}</dd>
          </div>
        ))}
        <div>
          <dt>In an emergency</dt>
          <dd>Call {c.emergency}.</dd>
        </div>
      </dl>
    </section>
  );
}

/** /safety (issue 21 §6): plain advice on the scams aimed at older people, and where to report one in your country. */
export default function SafetyCenterPage() {
  const { user } = useSession();
  useEffect(() => {
    document.title = 'Safety Center | Afterwork';
  }, []);
  const mine = countryOf(user?.location);
  const countries = mine ? [mine, ...FRAUD_LINES.filter((c) => c !== mine)] : FRAUD_LINES;
  return (
    <article className="aw-page aw-doc-page aw-safety-page" aria-labelledby="aw-safety-title">
      <h1 id="aw-safety-title">Safety Center</h1>
      <p className="aw-doc-lead">Scammers target people in later life because they are often trusting, polite and have savings. A few simple habits keep you safe.</p>

      <div className="aw-safety-callout">
        <p><strong>The golden rule: nobody on Afterwork should ever ask you for money.</strong> If someone does, stop talking to them, report them, and block them.</p>
      </div>

      <h2>Scams to know about</h2>
      <h3>Romance scams</h3>
      <p>Someone becomes a close friend or sweetheart quickly, often says they work abroad, and cannot meet in person. Sooner or later there is an emergency and they need money: a plane ticket, a hospital bill, a customs fee.</p>
      <h3>Investment scams</h3>
      <p>A "sure thing" with high returns: cryptocurrency, gold, shares or a pension transfer. They may show you early "profits" to win your trust. Real advisers never rush you.</p>
      <h3>Impersonation scams</h3>
      <p>A call, text or email that seems to come from your bank, the police, the tax office or a relative ("Hi Mum, I have a new number"). They ask you to move money to a "safe account" or to share a code. Your bank and the police will never ask for that.</p>
      <h3>Gift card and prize scams</h3>
      <p>You are told you won a prize or owe a fine, and must pay with gift cards or a transfer first. Real prizes and fines are never paid with gift cards.</p>

      <h2>Warning signs</h2>
      <ul>
        <li>They ask for money, gift cards, bank details, passwords or the codes sent to your phone.</li>
        <li>They want to move the conversation off Afterwork, to a private app or email, very quickly.</li>
        <li>They push you to act now, or to keep it a secret from family and friends.</li>
        <li>Their story changes, or they always have a reason not to meet or video call.</li>
      </ul>

      <h2>What to do</h2>
      <ul>
        <li><strong>Stop.</strong> Take your time. It is fine to say no, or to hang up.</li>
        <li><strong>Check.</strong> Talk to someone you trust. Call your bank on the number on your card, not a number you were given.</li>
        <li>
          <p><strong>Report.</strong> Use the Report button on the member's profile (see <Link to="/community-guidelines#how-to-report">how to report</Link>), and block them.</p>
        </li>
        <li><strong>Tell your bank at once</strong> if you have sent money or shared details. Acting quickly gives the best chance of getting it back.</li>
        <li>Being scammed is never your fault. Scammers are professionals. Reporting helps protect others.</li>
      </ul>

      <h2>Where to report a scam</h2>
      {!mine && (
        <p>{user ? 'Add your town and country to your profile to see your country first.' : 'Sign in to see your country first.'}</p>
      )}
      {countries.map((c) => (
        <CountryLines key={c.country} c={c} mine={c === mine} />
      ))}
    </article>
  );
}
