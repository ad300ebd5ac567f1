export interface Faq {
  id: string;
  question: string;
  answer: string;
}

/** Spec part 1 §2 'Help': five questions. */
export const FAQS: Faq[] = [
  {
    id: 'create-account',
    question: 'How do I create an account?',
    answer:
      'Select "Join for free" at the top of any page. Choose a username and password, add your name and email address, and you are in. It takes about two minutes and it is free.',
  },
  {
    id: 'communities',
    question: 'How do communities work?',
    answer:
      'A community is a group of members who share an interest, such as walking, book clubs or cooking. Open a community to see what it is about, then select "Join" to take part in its conversations, groups and events.',
  },
  {
    id: 'hosting-event',
    question: 'Can I host my own event?',
    answer:
      'Yes. Once you are a member of a group you can suggest an activity, such as a coffee morning or a walk, with a date, a place and how many people can come. Other members can then sign up.',
  },
  {
    id: 'mobile',
    question: 'Is Afterwork available on mobile?',
    answer:
      'Yes. Afterwork works in the web browser of any smartphone or tablet, with the same large text and simple layout. There is nothing to install.',
  },
  {
    id: 'cancel-subscription',
    question: 'How do I cancel my subscription?',
    answer:
      'You can cancel at any time from Settings, under "Plan and billing". You keep Premium until the end of the period you have paid for, and you will not be charged again.',
  },
];

/** Case-insensitive match of every word typed, against the question and the answer. */
export function filterFaqs(faqs: Faq[], query: string): Faq[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return faqs;
  return faqs.filter((f) => {
    const text = `${f.question} ${f.answer}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
