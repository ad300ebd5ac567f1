import { lazy, Suspense, useState } from 'react';
import { useSession } from '@afterwork/shell-sdk';
import { LinkButton } from '@afterwork/ui/link-button';
import { joinPath } from '../../routing/join-path';
import { categoryCards, testimonials, topicCards, type ModalContent } from './home-data';
import { CategoryIcon } from './category-icon';
import { GoalSection } from './goal-section';
import { NewsletterForm } from './newsletter-form';
import { TestimonialsCarousel } from './testimonials-carousel';
// Inline (1 KB): the hero is the page's largest paint, and as its own request it waited behind main.js on a slow link.
import heroImage from './images/hero.svg?inline';
import './home.css';

// The home page is the first visit: plain HTML and CSS, antd-base only. The dialogs (antd's Modal, in the
// overlay group) arrive on the first open, or as soon as a card is hovered or focused.
const loadDialog = () => import('./info-dialog');
const InfoDialog = lazy(loadDialog);
const preloadDialog = () => void loadDialog();

function Hero() {
  const { user, status } = useSession();
  const signedIn = status === 'signed-in' && user;
  return (
    <section className="aw-hero" aria-labelledby="aw-hero-title">
      <div className="aw-hero-inner">
        <div className="aw-hero-text">
          <h1 id="aw-hero-title">Feel Better, Together</h1>
          {status === 'loading' ? (
            <>
              {/* Until the session is known (the pre-rendered HTML, and the first moments after it): the visitors' words,
                  and a blank where the button goes, so a signed-in member never sees 'Join for free'. */}
              <p>Connect, learn and grow with others who share your interests. Join clubs, groups and workshops near you or online.</p>
              <div className="aw-hero-actions" aria-hidden="true">
                <span className="aw-hero-button-placeholder" />
              </div>
            </>
          ) : signedIn ? (
            <>
              <p>Welcome back, {user.name.split(/\s+/)[0] || user.name}. Your communities, groups and goals are waiting for you.</p>
              <div className="aw-hero-actions">
                <LinkButton to="/dashboard" size="large" className="aw-hero-button">
                  Go to my dashboard
                </LinkButton>
              </div>
            </>
          ) : (
            <>
              <p>Connect, learn and grow with others who share your interests. Join clubs, groups and workshops near you or online.</p>
              <div className="aw-hero-actions">
                <LinkButton to={joinPath} size="large" className="aw-hero-button">
                  Join for free
                </LinkButton>
              </div>
            </>
          )}
        </div>
        <img className="aw-hero-image" src={heroImage} alt="Three friends standing together on a green hill at sunset" width={480} height={400} />
      </div>
    </section>
  );
}

export default function HomePage() {
  const [dialog, setDialog] = useState<ModalContent | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const openDialog = (content: ModalContent) => {
    setDialog(content);
    setDialogOpen(true);
  };

  return (
    <div className="aw-home">
      <Hero />

      <section className="aw-section" aria-labelledby="aw-topics-title">
        <div className="aw-container">
          <h2 id="aw-topics-title">Explore what you love</h2>
          <p className="aw-lead">Choose a topic to see what our members enjoy doing together.</p>
          <ul className="aw-topic-grid">
            {topicCards.map((card) => (
              <li key={card.id} className="aw-topic-card" onPointerEnter={preloadDialog}>
                <img src={card.image} alt={card.imageAlt} width={400} height={225} loading="lazy" />
                <div className="aw-topic-body">
                  <h3>{card.title}</h3>
                  <p>{card.description}</p>
                  <button
                    type="button"
                    className="aw-btn aw-btn-outline aw-card-button"
                    aria-haspopup="dialog"
                    aria-label={`Learn more: ${card.title}`}
                    onFocus={preloadDialog}
                    onClick={() => openDialog(card.modalContent)}
                  >
                    Learn more
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="aw-section aw-section-alt" aria-labelledby="aw-categories-title">
        <div className="aw-container">
          <h2 id="aw-categories-title">What are you looking for in community?</h2>
          <ul className="aw-category-grid">
            {categoryCards.map((card) => (
              <li key={card.id} className="aw-category-card" style={{ background: card.background }} onPointerEnter={preloadDialog}>
                <CategoryIcon icon={card.icon} />
                <h3>{card.title}</h3>
                <p>{card.description}</p>
                <button
                  type="button"
                  className="aw-btn aw-btn-dark aw-card-button"
                  aria-haspopup="dialog"
                  aria-label={`Tell me more: ${card.title}`}
                  onFocus={preloadDialog}
                  onClick={() => openDialog(card.modalContent)}
                >
                  Tell me more
                </button>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="aw-section" aria-label="Expert help and AI guidance">
        <div className="aw-container aw-two-up">
          <div className="aw-feature-card">
            <h2>Talk to an Expert</h2>
            <p>
              Our mentors have been where you are. Get friendly, one-to-one advice on retirement, health, money, technology or starting
              something new.
            </p>
            <LinkButton to="/mentorship" type="primary" size="large">
              Find a Mentor
            </LinkButton>
          </div>
          <div className="aw-feature-card aw-feature-card-blue">
            <h2>AI Guidance</h2>
            <p>
              Tell us a little about yourself and get personal recommendations for communities, activities and resources, any time of day.
            </p>
            <LinkButton to="/ai-guidance" type="primary" size="large">
              Try AI Guidance
            </LinkButton>
          </div>
        </div>
      </section>

      <GoalSection />

      <section className="aw-section aw-stats" aria-labelledby="aw-stats-title">
        <div className="aw-container">
          <h2 id="aw-stats-title" className="aw-visually-hidden">Afterwork at a glance</h2>
          {/* Words, not invented figures (issue 31): a careful reader checks '5M+ members' against the explorer's count. */}
          <dl className="aw-stat-grid aw-stat-words">
            <div>
              <dt>Communities</dt>
              <dd>Near you and online</dd>
            </div>
            <div>
              <dt>Activities</dt>
              <dd>Walks, choirs, book clubs and more</dd>
            </div>
            <div>
              <dt>Your privacy</dt>
              <dd>You choose who sees your profile</dd>
            </div>
          </dl>
        </div>
      </section>

      <section className="aw-section" aria-labelledby="aw-science-title">
        <div className="aw-container aw-narrow">
          <h2 id="aw-science-title">Science of Community</h2>
          <figure className="aw-quote">
            <blockquote>
              <p>
                “People with strong social connections live longer and healthier lives. A 10-year study of over 12,000 participants found
                that an active social life can add up to seven years to your life.”
              </p>
            </blockquote>
            <figcaption>Findings from a 10-year study of over 12,000 participants</figcaption>
          </figure>
        </div>
      </section>

      <section className="aw-section aw-section-alt" aria-labelledby="aw-testimonials-title">
        <div className="aw-container">
          <h2 id="aw-testimonials-title">What our members say</h2>
          <TestimonialsCarousel items={testimonials} />
        </div>
      </section>

      <section className="aw-section aw-join" aria-labelledby="aw-join-title">
        <div className="aw-container aw-narrow aw-center">
          <h2 id="aw-join-title">Ready to find your community?</h2>
          <p className="aw-lead">It is free to join, and your first group could be meeting this week.</p>
          <div className="aw-button-row aw-center-row">
            <LinkButton to={joinPath} size="large" className="aw-hero-button">
              Join for free
            </LinkButton>
            <LinkButton to="/explore" size="large" ghost>
              Explore communities
            </LinkButton>
          </div>
        </div>
      </section>

      <section id="newsletter" className="aw-section" aria-labelledby="aw-newsletter-title">
        <div className="aw-container aw-narrow aw-newsletter">
          <h2 id="aw-newsletter-title">Stay in touch</h2>
          <p className="aw-lead">Get our monthly newsletter with new communities, events and tips for living well. No spam, ever.</p>
          <NewsletterForm />
        </div>
      </section>

      {dialog && (
        <Suspense fallback={null}>
          <InfoDialog content={dialog} open={dialogOpen} onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
