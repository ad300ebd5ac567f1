import type { PortalEntry } from './types';

const e = (name: string, description: string, members: number): PortalEntry => ({ name, description, members });

export const entries: PortalEntry[] = [
  e('Tai Chi', 'Slow, flowing movements that build balance, calm and gentle strength.', 3420),
  e('Swimming', 'Lane swims, beginner lessons and friendly pool mornings for every level.', 2875),
  e('Yoga', 'Chair, mat and gentle yoga to keep joints supple and minds at ease.', 4910),
  e('Walking Groups', 'Sociable strolls and rambles through parks, towns and countryside.', 6230),
  e('Cycling', 'Easy rides, e-bike outings and cycle paths explored together.', 2140),
  e('Dancing', 'Ballroom, line dancing and Latin steps for fun, fitness and friendship.', 3765),
  e('Strength', 'Safe strength training with light weights and resistance bands.', 1980),
  e('Balance', 'Exercises that steady your step and help prevent falls.', 2560),
  e('Water Aerobics', 'Low-impact workouts in the pool, kind to knees and hips.', 2310),
  e('Chair Exercises', 'Seated routines that get the whole body moving from a sturdy chair.', 3105),
  e('Golf', 'Nine holes, driving ranges and putting greens with good company.', 2690),
  e('Tennis', 'Social doubles, gentle rallies and returning-to-tennis sessions.', 1745),
  e('Bowling', 'Lawn and ten-pin bowling leagues for a relaxed bit of competition.', 2235),
  e('Hiking', 'Trail walks graded by difficulty, with rests and views along the way.', 2980),
  e('Pilates', 'Core strength, posture and flexibility through controlled movement.', 2415),
  e('Outdoor Fitness', 'Fresh-air workouts in parks and outdoor gyms in all seasons.', 1860),
  e('Senior Sports', 'Walking football, pickleball and other games adapted for later life.', 2045),
  e('Martial Arts', 'Gentle martial arts for coordination, confidence and self-defence.', 1320),
  e('Challenges', 'Step counts, monthly goals and friendly team challenges.', 1590),
  e('Wellness Workshops', 'Talks and classes on sleep, stretching, nutrition and healthy habits.', 2770),
];
