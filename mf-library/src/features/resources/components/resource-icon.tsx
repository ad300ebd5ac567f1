import BookOutlined from '@ant-design/icons/BookOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CustomerServiceOutlined from '@ant-design/icons/CustomerServiceOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import FormOutlined from '@ant-design/icons/FormOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import ReadOutlined from '@ant-design/icons/ReadOutlined';
import StarOutlined from '@ant-design/icons/StarOutlined';
import SunOutlined from '@ant-design/icons/SunOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import ToolOutlined from '@ant-design/icons/ToolOutlined';
import VideoCameraOutlined from '@ant-design/icons/VideoCameraOutlined';
import type { ComponentType } from 'react';

/** Icon names of the public card and the admin form; the fallback is book. */
const ICONS: Record<string, ComponentType<{ 'aria-hidden'?: boolean; style?: React.CSSProperties }>> = {
  book: BookOutlined,
  video: VideoCameraOutlined,
  headphones: CustomerServiceOutlined,
  newspaper: ReadOutlined,
  leaf: SunOutlined,
  download: DownloadOutlined,
  star: StarOutlined,
  calendar: CalendarOutlined,
  users: TeamOutlined,
  tool: ToolOutlined,
  assessment: FormOutlined,
  link: LinkOutlined,
  message: MessageOutlined,
};

export function ResourceIcon({ name, size = 28 }: { name: string | null | undefined; size?: number }) {
  const Icon = (name && ICONS[name]) || BookOutlined;
  return <Icon aria-hidden style={{ fontSize: size }} />;
}

export const ICON_LABELS: Record<string, string> = {
  book: 'Book', video: 'Video', calendar: 'Calendar', users: 'People', tool: 'Tool', assessment: 'Assessment', link: 'Link', message: 'Message',
};
