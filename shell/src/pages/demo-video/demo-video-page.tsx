import { PlayCircleOutlined } from '@ant-design/icons';
import { LinkButton } from '@afterwork/ui/link-button';
import './demo-video.css';

/** /demo-video (spec part 1 §2 'Demo video'): a placeholder for the video, with its two links. */
export default function DemoVideoPage() {
  return (
    <div className="aw-demo">
      <h1>See Afterwork in action</h1>
      <p className="aw-demo-lead">A short tour of how members find communities, join groups and track their goals.</p>
      <div className="aw-demo-player" role="img" aria-label="Placeholder for the demonstration video">
        <PlayCircleOutlined aria-hidden="true" className="aw-demo-play" />
        <p>Our demonstration video is coming soon.</p>
      </div>
      <div className="aw-demo-actions">
        <LinkButton to="/plans" size="large">
          Back to Plans
        </LinkButton>
        <LinkButton to="/sign-in?tab=register" type="primary" size="large">
          Start Your Free Trial
        </LinkButton>
      </div>
    </div>
  );
}
