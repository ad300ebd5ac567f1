import { Button } from '@afterwork/ui/antd-base';
import { Modal } from '@afterwork/ui/antd-overlay';
import { LinkButton } from '@afterwork/ui/link-button';
import type { ModalContent } from './home-data';

/**
 * The dialog of a topic or category card. Loaded lazily (React.lazy) on the first open, so the home page's
 * first visit never downloads antd's overlay group.
 */
export default function InfoDialog({ content, open, onClose }: { content: ModalContent | null; open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={content ? <span className="aw-dialog-title">{content.title}</span> : null}
      width={{ xs: '94vw', sm: 560 }}
      centered
      footer={
        content ? (
          <div className="aw-dialog-footer">
            <Button size="large" onClick={onClose}>
              Close
            </Button>
            {content.link ? (
              <LinkButton to={content.link} type="primary" size="large">
                {content.cta}
              </LinkButton>
            ) : (
              <Button type="primary" size="large" onClick={onClose}>
                {content.cta}
              </Button>
            )}
          </div>
        ) : null
      }
    >
      {content && (
        <div className="aw-dialog-body">
          <p>{content.description}</p>
          <ul>
            {content.details.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </div>
      )}
    </Modal>
  );
}
