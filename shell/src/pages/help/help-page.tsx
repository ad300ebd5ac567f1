import { useId, useState } from 'react';
import { Link } from '@afterwork/ui/router';
import { CustomerServiceOutlined, DownOutlined, MailOutlined, MessageOutlined, PhoneOutlined, SearchOutlined } from '@ant-design/icons';
import { Button } from '@afterwork/ui/antd-base';
import { notify } from '@afterwork/shell-sdk';
import { FAQS, filterFaqs } from './faq-data';
import { LibraryMatches } from './library-matches';
import './help.css';

const RESOURCES = [
  { to: '/resources', label: 'Resource Library', text: 'Guides, videos and articles written in plain language.' },
  { to: '/assessments', label: 'Self-assessments', text: 'Short wellbeing checks you can take in a few minutes.' },
  { to: '/communities', label: 'Browse communities', text: 'See the groups you can join and what they do.' },
  { to: '/plans', label: 'Plans & Pricing', text: 'What Premium includes and how the free trial works.' },
  { to: '/help/home-screen', label: 'Put Afterwork on your home screen', text: 'Open it with one tap, like an app: steps with pictures for iPad, iPhone and Android.' },
];

/** /help (spec part 1 §2 'Help'): the search box filters the FAQ as you type and searches the library; one answer open at a time. */
export default function HelpPage() {
  const id = useId();
  const [query, setQuery] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const shown = filterFaqs(FAQS, query);

  return (
    <div className="aw-help">
      <section className="aw-help-hero" aria-labelledby="aw-help-title">
        <h1 id="aw-help-title">Help Center</h1>
        <p>Find answers to common questions, or talk to our friendly support team.</p>
        <p className="aw-help-reset">
          Forgot your password? <Link to="/reset-password">Reset your password</Link>: we email you a link to choose a new one.
        </p>
        <form role="search" className="aw-help-search" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={`${id}-q`} className="aw-visually-hidden">
            Search for help
          </label>
          <SearchOutlined aria-hidden="true" className="aw-help-search-icon" />
          <input
            id={`${id}-q`}
            type="search"
            placeholder="Search for help"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            aria-describedby={`${id}-count`}
            autoComplete="off"
          />
        </form>
      </section>

      <div className="aw-help-body">
        <section aria-labelledby="aw-faq-title">
          <h2 id="aw-faq-title">Frequently Asked Questions</h2>
          <p id={`${id}-count`} className="aw-help-count" aria-live="polite">
            {query.trim() ? (shown.length ? `${shown.length} of ${FAQS.length} questions match "${query.trim()}".` : '') : ''}
          </p>
          {shown.length === 0 ? (
            <div className="aw-help-empty" role="status">
              <p>
                <strong>No questions match "{query.trim()}".</strong>
              </p>
              <p>Try different or fewer words, or contact our support team below. We are happy to help.</p>
              <Button size="large" onClick={() => setQuery('')}>
                Show all questions
              </Button>
            </div>
          ) : (
            <ul className="aw-faq">
              {shown.map((f) => {
                const open = openId === f.id;
                return (
                  <li key={f.id} className={open ? 'aw-faq-item aw-faq-open' : 'aw-faq-item'}>
                    <h3>
                      <button
                        type="button"
                        id={`${id}-${f.id}-q`}
                        aria-expanded={open}
                        aria-controls={`${id}-${f.id}-a`}
                        onClick={() => setOpenId(open ? null : f.id)}
                      >
                        <span>{f.question}</span>
                        <DownOutlined aria-hidden="true" className="aw-faq-chevron" />
                      </button>
                    </h3>
                    <div id={`${id}-${f.id}-a`} role="region" aria-labelledby={`${id}-${f.id}-q`} hidden={!open} className="aw-faq-answer">
                      <p>{f.answer}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        <LibraryMatches query={query} />

        <section aria-labelledby="aw-contact-title">
          <h2 id="aw-contact-title">Contact Support</h2>
          <ul className="aw-channels">
            <li className="aw-channel">
              <MessageOutlined aria-hidden="true" className="aw-channel-icon" />
              <h3>Live Chat</h3>
              <p>Chat with our support team. Available 24/7.</p>
              <Button
                size="large"
                onClick={() =>
                  notify({
                    title: 'Live chat is not open yet',
                    description: 'Please call us or send us an email, and we will be glad to help.',
                  })
                }
              >
                Start Live Chat
              </Button>
            </li>
            <li className="aw-channel">
              <PhoneOutlined aria-hidden="true" className="aw-channel-icon" />
              <h3>Phone Support</h3>
              {/* Issue 19 §12: the hours and the number say which country they are for. */}
              <p>Mon-Fri 9am-6pm US Eastern Time (ET)</p>
              <p>Free to call from the United States and Canada:</p>
              <a className="aw-channel-link" href="tel:+18005550199">
                1-800-555-0199
              </a>
              <p className="aw-channel-note">From other countries, please email us.</p>
            </li>
            <li className="aw-channel">
              <MailOutlined aria-hidden="true" className="aw-channel-icon" />
              <h3>Email Support</h3>
              <p>We reply within 24 hours.</p>
              <a className="aw-channel-link" href="mailto:help@afterwork.example">
                help@afterwork.example
              </a>
            </li>
          </ul>
        </section>

        <section aria-labelledby="aw-resources-title">
          <h2 id="aw-resources-title">
            <CustomerServiceOutlined aria-hidden="true" /> Help Resources
          </h2>
          <ul className="aw-help-resources">
            {RESOURCES.map((r) => (
              <li key={r.to}>
                <Link to={r.to}>{r.label}</Link>
                <span> – {r.text}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
