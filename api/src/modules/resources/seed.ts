import type { Knex } from 'knex';
import { sanitizeResourceHtml } from './sanitize';

type Seed = { title: string; description: string; category: string; iconName: string; link?: string; content?: string; featured?: boolean };

export const DEMO_RESOURCES: Seed[] = [
  { title: 'Staying Connected After Retirement', description: 'Practical ways to build and keep friendships once the daily rhythm of work is gone, from clubs to volunteering.', category: 'article', iconName: 'newspaper', featured: true,
    content: '<h2>Why connection matters</h2><p>Regular contact with others is linked to better mood, memory and sleep.</p><ul><li>Join one local group this month</li><li>Schedule a weekly call with an old friend</li><li>Say yes to one invitation you would usually decline</li></ul>' },
  { title: 'Gentle Chair Yoga for Every Morning', description: 'A 20-minute seated yoga routine that eases stiff joints and improves balance, suitable for all abilities.', category: 'video', iconName: 'video', featured: true, link: 'https://www.youtube.com/results?search_query=chair+yoga+for+seniors' },
  { title: 'The Third Act Podcast: Finding Purpose', description: 'Conversations with people who found new meaning after 60 through mentoring, art and community projects.', category: 'podcast', iconName: 'headphones', featured: true, link: 'https://podcasts.apple.com/' },
  { title: 'A Beginner\'s Guide to Video Calling', description: 'Step-by-step help for setting up video calls with family on a tablet, phone or computer, with large screenshots.', category: 'guide', iconName: 'book',
    content: '<h2>Before you start</h2><p>You need a device with a camera and an internet connection.</p><ol><li>Open the app store</li><li>Install the video app your family uses</li><li>Ask for a practice call</li></ol><p><strong>Tip:</strong> sit facing a window so your face is well lit.</p>' },
  { title: 'Loneliness Self-Help Toolkit', description: 'Worksheets, conversation starters and a weekly planner to help you feel less alone and more connected.', category: 'toolkit', iconName: 'download', featured: true, link: 'https://www.campaigntoendloneliness.org/' },
  { title: 'Sleeping Well in Later Life', description: 'Why sleep changes as we age and simple habits that help you fall asleep and stay asleep through the night.', category: 'article', iconName: 'newspaper',
    content: '<p>Most adults still need seven to eight hours of sleep.</p><h3>Habits that help</h3><ul><li>Keep the same wake-up time every day</li><li>Get daylight in the morning</li><li>Limit caffeine after lunch</li></ul>' },
  { title: 'Walking for Wellbeing', description: 'How a daily walk lifts mood, strengthens the heart and can become a social habit with a walking group nearby.', category: 'article', iconName: 'leaf' },
  { title: 'Mindful Breathing in Five Minutes', description: 'A short guided breathing practice to calm worry and bring attention back to the present moment.', category: 'video', iconName: 'video', link: 'https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/breathing-exercises-for-stress/' },
  { title: 'Money Matters After Work', description: 'A plain-language guide to budgeting on a pension, avoiding scams and knowing which benefits you can claim.', category: 'guide', iconName: 'book', featured: true,
    content: '<h2>Three steps to a calmer budget</h2><ol><li>List your regular income</li><li>List fixed costs</li><li>Set aside something for treats</li></ol><p>Never share your PIN or passwords, even with someone who says they are from your bank.</p>' },
  { title: 'Stories from the Allotment', description: 'Gardeners over seventy talk about growing food, friendship and patience in a weekly podcast series.', category: 'podcast', iconName: 'headphones' },
  { title: 'Volunteering Starter Kit', description: 'Find a role that fits your skills and time: checklists, questions to ask and stories from new volunteers.', category: 'toolkit', iconName: 'download', link: 'https://www.ncvo.org.uk/' },
  { title: 'Coping with Grief and Loss', description: 'Understanding the many forms grief takes, and where to find support when you have lost someone close.', category: 'article', iconName: 'newspaper',
    content: '<p>There is no right way to grieve. Feelings can come in waves, sometimes years later.</p><blockquote>Be as kind to yourself as you would be to a friend.</blockquote>' },
  { title: 'Strength and Balance Exercises at Home', description: 'Ten simple exercises that reduce the risk of falls, shown slowly with clear instructions and safety tips.', category: 'video', iconName: 'video' },
  { title: 'Learning Something New at Any Age', description: 'Why lifelong learning keeps the mind sharp, and how to find affordable courses online and in your community.', category: 'guide', iconName: 'star' },
  { title: 'Caring for a Partner: Looking After Yourself Too', description: 'Advice for carers on rest, asking for help, and recognising the early signs of burnout before it takes hold.', category: 'guide', iconName: 'book', link: 'https://www.carersuk.org/' },
  { title: 'The Memory Lane Podcast', description: 'Listeners share favourite memories from the 1960s and 70s, with music and reflections on how times have changed.', category: 'podcast', iconName: 'headphones' },
  { title: 'Digital Safety Toolkit', description: 'Checklists for strong passwords, spotting phishing emails and keeping your devices up to date and secure.', category: 'toolkit', iconName: 'download',
    content: '<h2>Spot a scam</h2><ul><li>Urgent deadlines</li><li>Requests for payment by gift card</li><li>Links that do not match the sender</li></ul>' },
  { title: 'Eating Well for Energy', description: 'Simple, affordable meals and snacks that support energy, bones and heart health as our needs change with age.', category: 'article', iconName: 'leaf' },
  { title: 'Tai Chi for Beginners', description: 'Slow, flowing movements that build balance, strength and calm, taught step by step in short lessons.', category: 'video', iconName: 'video', featured: true, link: 'https://www.nhs.uk/live-well/exercise/strength-and-flexibility-exercises/' },
  { title: 'Making Friends in a New Town', description: 'Moved closer to family or downsized? Ideas for meeting people and feeling at home in a new neighbourhood.', category: 'article', iconName: 'newspaper',
    content: '<h2>Start small</h2><p>Say hello to the same neighbour every day. Familiar faces become friends.</p><h3>Places to try</h3><ul><li>The library reading group</li><li>A community garden</li><li>A weekly class at the leisure centre</li></ul><p>Read more at <a href="https://www.ageuk.org.uk/">Age UK</a>.</p>' },
  { title: 'Grandparenting Today', description: 'Grandparents talk honestly about childcare, distance, technology and staying close to grandchildren of every age.', category: 'podcast', iconName: 'headphones', link: 'https://www.bbc.co.uk/sounds' },
  { title: 'Memory Fitness Guide', description: 'Everyday habits and simple puzzles that help keep your memory sharp, and when to talk to a doctor about changes.', category: 'guide', iconName: 'book', featured: true,
    content: '<h2>Five daily habits</h2><ol><li>Move your body for 30 minutes</li><li>Learn one new thing</li><li>Talk with someone</li><li>Sleep well</li><li>Eat plenty of vegetables</li></ol><blockquote>Forgetting where you put your keys is normal; forgetting what keys are for is worth a check-up.</blockquote>' },
  { title: 'Wellbeing Journal Toolkit', description: 'Printable journal pages for gratitude, goals and daily mood, with gentle prompts to get you writing.', category: 'toolkit', iconName: 'download',
    content: '<h2>How to use the journal</h2><p>Spend five minutes each evening. Write three good things that happened today, however small.</p><table><thead><tr><th scope="col">Day</th><th scope="col">Three good things</th></tr></thead><tbody><tr><td>Monday</td><td>Call with my sister</td></tr></tbody></table>' },
  { title: 'Starting a Book Club', description: 'Everything you need to start a friendly book club: choosing books, finding members and keeping the talk flowing.', category: 'guide', iconName: 'book' },
  { title: 'Living Well with Hearing Loss', description: 'Practical tips for conversations, phone calls and social events, and how modern hearing aids can help.', category: 'article', iconName: 'newspaper', link: 'https://rnid.org.uk/' },
];

/** Idempotent: inserts the demo resources only when the table is empty. */
export async function seedResources(db: Knex): Promise<void> {
  const existing = await db('resources').first('id');
  if (existing) return;
  const now = Date.now();
  await db('resources').insert(
    DEMO_RESOURCES.map((r, i) => {
      const at = new Date(now - (DEMO_RESOURCES.length - i) * 86_400_000);
      return {
        title: r.title,
        description: r.description,
        category: r.category,
        icon_name: r.iconName,
        link: r.link ?? null,
        content: sanitizeResourceHtml(r.content),
        featured: r.featured ?? false,
        created_by: null,
        created_at: at,
        updated_at: at,
      };
    }),
  );
}
