// The home page's hard-coded content (spec part 1 §2 'Home', §3 'Testimonial', 'Category card and topic card').
import fitnessImage from './images/topic-fitness.svg';
import learningImage from './images/topic-learning.svg';
import hobbiesImage from './images/topic-hobbies.svg';
import foodImage from './images/topic-food.svg';

export interface ModalContent {
  title: string;
  description: string;
  details: string[];
  cta: string;
  /** When present the call to action is a link; otherwise it is a plain button that closes the dialog. */
  link?: string;
}

export interface TopicCard {
  id: string;
  title: string;
  description: string;
  image: string;
  imageAlt: string;
  modalContent: ModalContent;
}

export interface CategoryCard {
  id: string;
  title: string;
  description: string;
  /** CSS background (a gradient: no photo to download). */
  background: string;
  icon: 'friends' | 'heart' | 'book' | 'hands';
  modalContent: ModalContent;
}

export interface Testimonial {
  id: number;
  name: string;
  role: string;
  /** Initials stand in for a photo (none is hot-linked). */
  initials: string;
  color: string;
  content: string;
  rating: number;
}

export const topicCards: TopicCard[] = [
  {
    id: 'fitness',
    title: 'Be active together',
    description: 'Gentle exercise with friendly people, at a pace that suits you.',
    image: fitnessImage,
    imageAlt: 'Two friends walking along a sunny country path',
    modalContent: {
      title: 'Be active together',
      description: 'Moving with others is more fun and easier to keep up. Find a class or a walking group near you, for every ability.',
      details: ['Tai Chi in the park', 'Walking groups', 'Yoga for every ability', 'Golf for beginners and regulars', 'Swimming and water aerobics'],
      cta: 'Explore fitness communities',
      link: '/portals/fitness',
    },
  },
  {
    id: 'education',
    title: 'Learn something new',
    description: 'Classes and clubs where curiosity is welcome and nobody is too old to start.',
    image: learningImage,
    imageAlt: 'An open book with a glowing light bulb above it',
    modalContent: {
      title: 'Learn something new',
      description: 'Keep your mind sharp and meet people who share your curiosity, with patient teachers and small groups.',
      details: ['Computer and smartphone skills', 'Photography', 'Languages', 'History and genealogy', 'Financial planning'],
      cta: 'Explore learning communities',
      link: '/portals/education',
    },
  },
  {
    id: 'hobbies',
    title: 'Practice a hobby together',
    description: 'Share what you make, pick up tips and enjoy good company while you do it.',
    image: hobbiesImage,
    imageAlt: 'A painter’s palette and brush beside a clay pot and a ball of yarn',
    modalContent: {
      title: 'Practice a hobby together',
      description: 'Whether you have done it for years or want to try something new, there is a group that would love to have you.',
      details: ['Woodworking', 'Pottery', 'Painting', 'Gardening', 'Knitting'],
      cta: 'Explore hobby communities',
      link: '/portals/hobbies',
    },
  },
  {
    id: 'food-drink',
    title: 'Food and Drink',
    description: 'Good food tastes better shared. Cook, taste and explore with new friends.',
    image: foodImage,
    imageAlt: 'A table set with a meal, a glass of wine and a loaf of bread',
    modalContent: {
      title: 'Food and Drink',
      description: 'From a relaxed dinner club to a morning at the market, these groups gather around the table.',
      details: ['Wine tasting', 'Dinner clubs', 'Cooking classes', 'Brewery tours', 'Farmers markets'],
      cta: 'Explore food and drink communities',
      link: '/portals/food-drink',
    },
  },
];

export const categoryCards: CategoryCard[] = [
  {
    id: 'friendship',
    title: 'Friendship',
    description: 'Meet people nearby who enjoy the same things you do.',
    background: 'linear-gradient(135deg, #fde7d4 0%, #f8c9a4 100%)',
    icon: 'friends',
    modalContent: {
      title: 'Friendship',
      description: 'Many of our members joined to make new friends after work or a move. Small, welcoming groups make the first hello easy.',
      details: ['Coffee mornings and social clubs', 'Book clubs that meet in person or online', 'Newcomer welcome groups'],
      cta: 'Browse communities',
      link: '/communities',
    },
  },
  {
    id: 'wellbeing',
    title: 'Health and wellbeing',
    description: 'Feel stronger, sleep better and look after your mind.',
    background: 'linear-gradient(135deg, #d8efe4 0%, #a9d9c2 100%)',
    icon: 'heart',
    modalContent: {
      title: 'Health and wellbeing',
      description: 'Being with others is good for body and mind. Try a gentle activity group or a short wellbeing check.',
      details: ['Gentle exercise groups', 'Mindfulness and relaxation', 'Short self-assessments to see how you are doing'],
      cta: 'Take a self-assessment',
      link: '/assessments',
    },
  },
  {
    id: 'learning',
    title: 'Learning',
    description: 'Pick up a new skill, with guides written in plain language.',
    background: 'linear-gradient(135deg, #dde7f7 0%, #b3c8ec 100%)',
    icon: 'book',
    modalContent: {
      title: 'Learning',
      description: 'Our free library has articles, videos, podcasts and step-by-step guides chosen for people in the third act of life.',
      details: ['Plain-language guides', 'Videos you can follow at your own pace', 'Toolkits you can print at home'],
      cta: 'Open the resource library',
      link: '/resources',
    },
  },
  {
    id: 'purpose',
    title: 'Purpose',
    description: 'Share what you know and make a difference to others.',
    background: 'linear-gradient(135deg, #f3e1f2 0%, #dcb8da 100%)',
    icon: 'hands',
    modalContent: {
      title: 'Purpose',
      description: 'Your experience is valuable. Many members find new meaning by volunteering, mentoring or leading a group of their own.',
      details: ['Volunteer with local projects', 'Mentor someone starting out', 'Start and host your own group'],
      cta: 'Got it, thank you',
    },
  },
];

export const testimonials: Testimonial[] = [
  {
    id: 1,
    name: 'Margaret H.',
    role: 'Retired teacher, member for 2 years',
    initials: 'MH',
    color: '#0b5d4b',
    content: 'After I retired the days felt very long. Through my walking group I have made three real friends. We meet every Tuesday, rain or shine.',
    rating: 5,
  },
  {
    id: 2,
    name: 'Robert K.',
    role: 'Former engineer, woodworking group host',
    initials: 'RK',
    color: '#1d4f91',
    content: 'I never thought I would host anything, but now twelve of us meet in my workshop. Sharing what I know has given me a real sense of purpose.',
    rating: 4.5,
  },
  {
    id: 3,
    name: 'Linda P.',
    role: 'Grandmother of four, book club member',
    initials: 'LP',
    color: '#8a3b12',
    content: 'The site is easy to use, even for me. I joined an online book club and now I read more than I have in years.',
    rating: 5,
  },
  {
    id: 4,
    name: 'James O.',
    role: 'Widower, cooking class regular',
    initials: 'JO',
    color: '#6b2fa0',
    content: 'After my wife passed I did not cook for myself. The cooking class got me out of the house and I look forward to it every week.',
    rating: 4.5,
  },
  {
    id: 5,
    name: 'Susan T.',
    role: 'Semi-retired nurse, Tai Chi member',
    initials: 'ST',
    color: '#7a4a00',
    content: 'Tai Chi in the park has done wonders for my balance. The people are kind and nobody minds that I am still learning.',
    rating: 4,
  },
];
