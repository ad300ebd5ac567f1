import type { ReactNode } from 'react';
import { Link } from '@afterwork/ui/router';
import { CONNECTIONS_EXPLAINED, PROFILE_VISIBILITY } from '@afterwork/contracts/privacy-words';
import { BLOCK_EXPLAINED, DATA_EXPORT_DAYS } from '@afterwork/contracts/safety-words';
import { notificationKinds } from '@afterwork/contracts/notification-kinds';

export type LegalDocId = 'privacy' | 'terms' | 'cookies' | 'accessibility';

export interface LegalDoc {
  /** The footer's words (spec part 1 §2) and the page's title. */
  title: string;
  lead: string;
  body: ReactNode;
}

export const LEGAL_UPDATED = '25 November 2026';
const CONTACT_EMAIL = 'help@afterwork.example';

const Contact = () => (
  <ul>
    <li>
      <p>
        Email <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. We reply within 24 hours.
      </p>
    </li>
    <li>
      <p>
        Phone <a href="tel:+18005550199">1-800-555-0199</a>, free from the United States and Canada, Mon-Fri 9am-6pm US Eastern
        Time (ET). From other countries, please email us.
      </p>
    </li>
    <li>
      <p>
        Or read the <Link to="/help">Help Center</Link>.
      </p>
    </li>
  </ul>
);

/**
 * Issue 19 §13: the four pages the footer's 'Legal' column names, in plain words. What they say about cookies and
 * storage is what the code does (api: koa-session's `afterwork.sid` and `afterwork.sid.sig`, the canary's
 * `aw_bucket` and `aw_bucket.sig`; browser storage keys in shell-sdk, the shell and mf-library): change both together.
 */
export const LEGAL_DOCS: Record<LegalDocId, LegalDoc> = {
  privacy: {
    title: 'Privacy Policy',
    lead: 'What we keep about you, why, who sees it, and how to change or delete it.',
    body: (
      <>
        <h2>What we keep</h2>
        <ul>
          <li>
            <strong>Your account:</strong> your username, name and email address, and your password in a scrambled form that
            nobody can read back (not even us).
          </li>
          <li>
            <strong>What you choose to add:</strong> your photo, a few words about yourself, your town, your profession and your
            interests; the communities and groups you join; your answers to activities (going, maybe, not going); your goals; and
            the results of self-assessments you save.
          </li>
          <li>
            <strong>Messages you send us:</strong> business enquiries, newsletter sign-ups and reports about content or members.
          </li>
          <li>
            <strong>Safety records:</strong> your internet (IP) address is used for a short time to slow down password guessing
            and floods of sign-ups. Changes that administrators make are logged.
          </li>
        </ul>
        <h2>Why we keep it</h2>
        <p>
          Only to run Afterwork for you: to sign you in, show you groups, activities and people near you, tell organisers who is
          coming, send the emails you asked for (such as a password reset or a reminder), and keep members safe. We do not sell your
          information, we show no advertising and we use no tracking or analytics services.
        </p>
        <h2>Who can see it</h2>
        <ul>
          <li>
            <p>
              Only signed-in members see profiles; visitors see none. Other members always see your name. Your picture, the few
              words about yourself, your town, your profession and your interests are shown as you choose in{' '}
              <Link to="/settings">Settings → Privacy</Link>: to {PROFILE_VISIBILITY.connections.charAt(0).toLowerCase() + PROFILE_VISIBILITY.connections.slice(1)} (the
              setting every new account starts with), to all members, or to nobody (then other members see only your name).{' '}
              {CONNECTIONS_EXPLAINED} Visitors who are not signed in see only the names and roles of a community&rsquo;s leads.
            </p>
          </li>
          <li>
            <p>
              Your username (the name you sign in with) is hidden from other members unless you tick &lsquo;Show my username to other
              members&rsquo; in <Link to="/settings">Settings → Privacy</Link>.
            </p>
          </li>
          <li>Your email address and your answers to activities are never shown on your profile.</li>
          <li>Members of a group or community can see who in it is going to its activities.</li>
          <li>Administrators can see accounts, to help members and to handle reports.</li>
        </ul>
        <h2>Your choices</h2>
        <ul>
          <li>
            <p>
              <strong>Who sees your profile:</strong> choose in <Link to="/settings">Settings → Privacy</Link>. Change or remove anything
              on your profile at any time.
            </p>
          </li>
          <li>
            <p>
              <strong>Blocking:</strong> open a member&rsquo;s profile and choose Block. {BLOCK_EXPLAINED} The list of members you
              blocked, with Unblock, is in <Link to="/settings">Settings → Blocked members</Link>.
            </p>
          </li>
          <li>
            <p>
              <strong>What we tell you:</strong> in <Link to="/settings">Settings → Notifications</Link>, switch each kind on or off, by
              email and here on the site: {notificationKinds.map((k) => k.label.charAt(0).toLowerCase() + k.label.slice(1)).join('; ')}.
              Every such email also has a one-click unsubscribe link. Emails about your account itself (confirming your email address, a
              change of address (sent to the old one), a password reset or change, your data being ready, a moderator&rsquo;s
              warning or suspension, the account being deleted) are always sent. Until you confirm your address, it gets only
              those.
            </p>
          </li>
          <li>
            <p>
              <strong>A copy of your data:</strong> <Link to="/settings">Settings → Download my data</Link> prepares everything we hold
              about you: your profile, groups and communities, answers to activities, goals, assessment results, reservations,
              reports you made and notifications, as a page you can read and a file for other programs (JSON). Each copy is kept
              for {DATA_EXPORT_DAYS} days, then deleted.
            </p>
          </li>
          <li><p>Sign out of every device in <Link to="/settings">Settings</Link>.</p></li>
          <li>
            <p>
              <strong>Deleting your account:</strong> in <Link to="/settings">Settings → Delete my account</Link>, with your password.
              Your profile, photo, memberships, answers to activities, assessment results, bookings, calendar feed and blocks go at
              once, and you are signed out everywhere. What others keep (a report you sent, the site&rsquo;s records of changes)
              shows you as &lsquo;Former member&rsquo;. A group you run alone is handed to its longest-standing member, or closed if
              nobody else is in it.
            </p>
          </li>
          <li>To correct something you cannot change yourself, write to us.</li>
        </ul>
        <h2>Cookies and storage</h2>
        <p>
          We set one sign-in cookie (with its signature), and a cookie that keeps you on one version of the site while we try a new
          one. Your text size and a few screen choices are kept in your own browser. No advertising or tracking cookies. Every one
          is listed, with why, in the <Link to="/cookies">Cookie Policy</Link>.
        </p>
        <h2>Questions</h2>
        <Contact />
      </>
    ),
  },
  terms: {
    title: 'Terms of Service',
    lead: 'The few rules that keep Afterwork friendly and safe for everyone.',
    body: (
      <>
        <h2>Your account</h2>
        <ul>
          <li>Afterwork is for adults. Use your real name, and keep your password to yourself.</li>
          <li>You are responsible for what you post and for the activities you organise.</li>
          <li><p>You can stop using Afterwork and delete your account at any time in <Link to="/settings">Settings</Link>.</p></li>
        </ul>
        <h2>Being a good member</h2>
        <ul>
          <li>Be respectful and kind to every member.</li>
          <li>No harassment, hateful words, scams, selling or advertising to other members.</li>
          <li>Meet in public places the first few times, and tell someone where you are going.</li>
          <li>If something worries you, use the Report button on the page, or contact us.</li>
        </ul>
        <p>
          We may hide content, or suspend or close an account, that breaks these rules. We tell you why, and you can ask us to look
          again.
        </p>
        <h2>Plans and payments</h2>
        <p>
          The free plan stays free. A paid plan, if you choose one, can be cancelled at any time and ends at the close of the
          period you paid for. See <Link to="/plans">Plans</Link>.
        </p>
        <h2>What we can and cannot promise</h2>
        <ul>
          <li>Groups and activities are run by members, not by Afterwork. Take the care you would with any local club.</li>
          <li>Self-assessments and the AI guide give general information, not medical or financial advice.</li>
          <li>We work hard to keep the site running, but it may sometimes be unavailable for maintenance.</li>
        </ul>
        <h2>Changes</h2>
        <p>If these terms change in a way that matters to you, we will tell you by email before they apply.</p>
        <h2>Questions</h2>
        <Contact />
      </>
    ),
  },
  cookies: {
    title: 'Cookie Policy',
    lead: 'Afterwork uses only the cookies it needs to work. There are no advertising or tracking cookies, so there is nothing to accept or refuse.',
    body: (
      <>
        <h2>Cookies</h2>
        <p>A cookie is a small note your browser keeps for a website. Ours:</p>
        <div className="aw-legal-table-wrap">
          <table className="aw-legal-table">
            <caption className="aw-sr-only">The cookies Afterwork sets</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Why</th>
                <th scope="col">How long</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row"><code>afterwork.sid</code></th>
                <td>Keeps you signed in. Set only when you sign in; it holds a random number, not your name or password.</td>
                <td>Until 2 hours without use, or 30 days if you tick 'Remember me'; ends when you sign out.</td>
              </tr>
              <tr>
                <th scope="row"><code>afterwork.sid.sig</code></th>
                <td>A seal that shows the sign-in cookie really came from us and was not changed.</td>
                <td>The same as <code>afterwork.sid</code>.</td>
              </tr>
              <tr>
                <th scope="row"><code>aw_bucket</code></th>
                <td>Set only while we try out a new version of part of the site: it keeps you on the same version from page to page. A random number.</td>
                <td>30 days.</td>
              </tr>
              <tr>
                <th scope="row"><code>aw_bucket.sig</code></th>
                <td>A seal that shows the version cookie came from us and was not changed.</td>
                <td>The same as <code>aw_bucket</code>.</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>All four are set by Afterwork itself, cannot be read by other websites, and are never used for advertising.</p>
        <h2>Storage in your browser</h2>
        <p>A few settings are kept in your browser only. They are never sent to us:</p>
        <ul>
          <li><code>afterwork.textSize</code>: the text size you chose (Normal, Large or Larger), until you change it.</li>
          <li><code>afterwork.pendingAssessment</code>: your answers to a self-assessment taken before signing in, for 30 minutes, so the result can be saved once you sign in.</li>
          <li><code>afterwork.signedOut</code>, <code>afterwork.sessionCheck</code> and <code>aw-remote-failures</code>: short notes for the open tab only (to say you signed out, to check your sign-in once per visit, and to avoid a part of the site that failed to load). They go when you close the tab.</li>
        </ul>
        <h2>Maps</h2>
        <p>
          Our own map needs no cookies. Where Afterwork is set up to show Google Maps on the communities page, the map is loaded from
          Google, which may set its own cookies under Google's privacy policy.
        </p>
        <h2>Turning cookies off</h2>
        <p>
          You can block or delete cookies in your browser's settings. You can still read every public page, but you will not be
          able to sign in.
        </p>
        <h2>Questions</h2>
        <Contact />
      </>
    ),
  },
  accessibility: {
    title: 'Accessibility',
    lead: 'Afterwork is made for readers aged 55 to 85. This is what we do to make it easy to use, what is not right yet, and how to ask for help.',
    body: (
      <>
        <h2>What we aim for</h2>
        <p>
          We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA. Every page is checked with automatic
          accessibility tests at each text size before it is released.
        </p>
        <ul>
          <li>Large text (18 pixels or more) and a Text size button in the header with Normal, Large and Larger.</li>
          <li>Strong contrast: body text is at least 7 to 1 against its background.</li>
          <li>Buttons and links at least 44 pixels tall, easy to tap with an unsteady hand.</li>
          <li>Everything works with a keyboard alone, with a clear outline showing where you are.</li>
          <li>Pages work on a phone 360 pixels wide and when the browser is zoomed to 200%.</li>
          <li>Pictures have text descriptions for screen readers; messages are announced.</li>
          <li>Nothing you type is lost if something goes wrong: we say what happened and what to do.</li>
        </ul>
        <h2>What is not right yet</h2>
        <ul>
          <li>The map on the communities page is hard to use with a screen reader. Every community on it is also in the list beside it.</li>
          <li>The demonstration video is not available yet, so it has no captions yet.</li>
        </ul>
        <h2>Ask for help</h2>
        <p>
          If anything on Afterwork is hard to read, reach or use, please tell us. We can send you the information in another form,
          help you by phone or email, and fix the page.
        </p>
        <Contact />
      </>
    ),
  },
};
