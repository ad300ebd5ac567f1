import type { PortalEntry } from './types';

const e = (name: string, description: string, members: number): PortalEntry => ({ name, description, members });

export const entries: PortalEntry[] = [
  e('Woodworking', 'From first cuts to fine furniture, with safe tool use for beginners.', 2380),
  e('Pottery', 'Hand-building and the wheel: shape, glaze and fire your own pieces.', 1945),
  e('Painting', 'Watercolour, acrylic and oils in relaxed, encouraging classes.', 3610),
  e('Gardening', 'Grow flowers, vegetables and friendships in gardens and allotments.', 5480),
  e('Knitting', 'Knit-and-natter circles for scarves, blankets and charity projects.', 3195),
  e('Quilting', 'Patchwork, piecing and quilting bees that make heirlooms together.', 1870),
  e('Model Building', 'Trains, ships and aircraft built with patience and precision.', 1420),
  e('Jewelry', 'Beading, silversmithing and designing pieces to wear or give.', 1135),
  e('Collecting', 'Stamps, coins, records and more: share your treasures and their stories.', 2260),
  e('Bird Watching', 'Spot, identify and count birds on guided walks and in your garden.', 2975),
  e('Photography Clubs', 'Photo walks, friendly critiques and monthly themed challenges.', 2510),
  e('Chess', 'Casual games, puzzles and club tournaments for every level.', 1980),
  e('Instrument Learning', 'Piano, guitar, ukulele and more: it is never too late to play.', 2140),
  e('Calligraphy', 'Beautiful lettering with pens and brushes, one stroke at a time.', 960),
  e('Scrapbooking', 'Turn photos and mementoes into albums full of memories.', 1325),
  e('Astronomy', 'Telescopes, star charts and dark-sky evenings with fellow enthusiasts.', 1210),
  e('Antique Restoration', 'Bring old furniture and treasures back to life with care.', 1055),
  e('Cooking and Baking', 'Breads, cakes and family recipes shared around the kitchen table.', 4320),
  e('Travel Planning', 'Plan trips together, from day outings to journeys of a lifetime.', 3480),
  e('Wine Making and Brewing', 'Home wine, cider and beer making with tastings along the way.', 1590),
];
