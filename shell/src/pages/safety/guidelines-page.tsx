import { useEffect } from 'react';
import { Link } from '@afterwork/ui/router';
import { REPORT_REASONS } from '@afterwork/contracts/safety';
import '../legal/doc-page.css';
import './safety.css';

/** /community-guidelines (issue 21 §6): what is not allowed, how to report, what moderators do. */
export default function GuidelinesPage() {
  useEffect(() => {
    document.title = 'Community Guidelines | Afterwork';
  }, []);
  return (
    <article className="aw-page aw-doc-page aw-safety-page" aria-labelledby="aw-guidelines-title">
      <h1 id="aw-guidelines-title">Community Guidelines</h1>
      <p className="aw-doc-lead">Afterwork is a place to meet people, learn and feel better, together. These guidelines keep it kind and safe for everyone.</p>

      <h2>Be kind and honest</h2>
      <ul>
        <li>Treat other members as you would like to be treated, online and at activities.</li>
        <li>Use your real name, and describe groups and activities truthfully.</li>
        <li>Respect people's privacy: do not share someone's contact details, address or photos without asking them.</li>
      </ul>

      <h2>What is not allowed</h2>
      <ul>
        <li><strong>Asking for money</strong>, gifts, gift cards, bank details or passwords, for any reason, however sad the story.</li>
        <li><strong>Selling or promoting</strong> investments, cryptocurrency, loans, pensions advice or "opportunities".</li>
        <li><strong>Harassment</strong>: insults, threats, unwanted romantic or sexual messages, or contacting someone who has asked you to stop.</li>
        <li><strong>False information</strong> that could harm people, such as fake health cures or made-up news.</li>
        <li><strong>Inappropriate content</strong>: hateful, violent, sexual or illegal material.</li>
        <li><strong>Pretending to be someone else</strong>, including a member of our staff.</li>
      </ul>

      <h2 id="how-to-report">How to report</h2>
      <p>
        Every member's profile, group, activity, community and library resource has a <strong>Report</strong> button. Choose a reason (
        {Object.values(REPORT_REASONS).join(', ')}), add a note if you like, and send it. Nobody else, including the person you report, learns that you
        reported them.
      </p>
      <p>
        You can also <strong>block</strong> a member from their profile: they can no longer see your profile or the activities you go to, and you no
        longer see them in lists. You can unblock them in <Link to="/settings">Settings</Link>.
      </p>

      <h2>What our moderators do</h2>
      <p>Our moderators read every report. Depending on what happened they may:</p>
      <ul>
        <li>take no action, when nothing breaks these guidelines;</li>
        <li>hide a group, activity, community or resource, so it no longer shows anywhere;</li>
        <li>warn the member, who sees the warning when they next visit;</li>
        <li>suspend the member for a time, or for good, for serious or repeated problems.</li>
      </ul>
      <p>
        If you are in danger, call the emergency services first. For advice on scams, see the <Link to="/safety">Safety Center</Link>.
      </p>
    </article>
  );
}
