import MailOutlined from '@ant-design/icons/MailOutlined';
import { Button } from '@afterwork/ui/antd-base';

/** Links to the newsletter sign-up on the home page. A full page load, so the browser scrolls to #newsletter. */
export function NewsletterBanner() {
  return (
    <section className="lib-newsletter" aria-labelledby="lib-newsletter-heading">
      <div>
        <h2 id="lib-newsletter-heading">Never miss a new resource</h2>
        <p>Get our best articles, guides and events in your inbox once a month. Free, and you can stop at any time.</p>
      </div>
      <Button size="large" href="/#newsletter" icon={<MailOutlined aria-hidden />}>
        Subscribe to our newsletter
      </Button>
    </section>
  );
}
