import type { PortalEntry } from './types';

const e = (name: string, description: string, members: number): PortalEntry => ({ name, description, members });

export const entries: PortalEntry[] = [
  e('Digital Skills', 'Phones, tablets, email and video calls explained step by step.', 5210),
  e('Photography Workshops', 'Learn to take better photos with any camera or phone.', 2840),
  e('Language Exchange', 'Practise a new language in relaxed conversation with native speakers.', 3165),
  e('Genealogy', 'Trace your family tree with records, archives and DNA tips.', 2730),
  e('Retirement Financial Planning', 'Budgets, pensions and protecting your savings in plain language.', 3980),
  e('Creative Writing', 'Stories, poems and memoirs shared in supportive writing circles.', 2215),
  e('Book Clubs', 'Monthly reads and lively discussions, in person and online.', 4460),
  e('Art History', 'From cave paintings to modern art: the stories behind great works.', 1875),
  e('Music Theory', 'Understand rhythm, harmony and how your favourite music works.', 1290),
  e('Astronomy', 'Stargazing nights and talks on planets, stars and space missions.', 1645),
  e('Health Education', 'Trusted information on staying well and talking with your doctor.', 3320),
  e('Environmental Science', 'Climate, wildlife and what each of us can do locally.', 1410),
  e('Philosophy', 'Big questions explored in friendly, open-minded discussion groups.', 1185),
  e('Current Events', 'Weekly conversations about the news, with respect for every view.', 2590),
  e('Psychology', 'How the mind works: memory, habits, happiness and relationships.', 1760),
  e('World Cultures', 'Traditions, festivals and foods from around the globe.', 2035),
  e('Culinary Arts', 'Cooking techniques and cuisines taught by experienced cooks.', 2920),
  e('Science and Nature', 'Discoveries, field trips and hands-on science for the curious.', 1530),
  e('Public Speaking', 'Speak with confidence at toasts, meetings and community events.', 1340),
  e('Mindfulness', 'Simple practices for calm, focus and a kinder inner voice.', 3070),
];
