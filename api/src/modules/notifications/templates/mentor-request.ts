import { common, DEFAULT_LOCALE, type Locale, type MailText } from '../../mail/public';

/** 'mentor-request': a member asked a mentor for mentorship (mailed to the mentor's contact address; mail only). */
export interface MentorRequestData {
  mentor: { id: number; name: string };
  member: { name: string };
  message: string | null;
  origin: string;
}

export const texts = {
  en: {
    subject: (member: string) => `New mentorship request from ${member}`,
    asked: (member: string) => `${member} asked you for mentorship on Afterwork.`,
    message: (message: string) => `Their message: “${message}”`,
    noMessage: 'They did not add a message.',
    next: 'The Afterwork team will put you in touch; you can also see your page on the site.',
    seePage: 'See your mentor page',
    reason: 'You are receiving this because you are a mentor on Afterwork and a member asked you for mentorship.',
  },
} as const;

export function mentorRequest(d: MentorRequestData, locale: Locale = DEFAULT_LOCALE): { mail: MailText } {
  const t = texts[locale];
  return {
    mail: {
      subject: t.subject(d.member.name),
      greeting: common(locale).greeting(d.mentor.name),
      paragraphs: [t.asked(d.member.name), d.message ? t.message(d.message) : t.noMessage, t.next],
      action: { label: t.seePage, url: `${d.origin}/mentors/${d.mentor.id}` },
      reason: t.reason,
    },
  };
}
