import type { PortalEntry } from './types';

const e = (name: string, location: string, description: string, members: number): PortalEntry => ({ name, location, description, members });

export const entries: PortalEntry[] = [
  e('Melbourne Wine', 'Melbourne, Australia', 'Cellar door visits and tastings of Victorian wines.', 1245),
  e('Boston Dinner Club', 'Boston, USA', 'A monthly supper at a different neighbourhood restaurant.', 860),
  e('Sydney Wednesday Night BBQ', 'Sydney, Australia', 'Midweek barbecues by the harbour, everyone brings a plate.', 1530),
  e('Chicago Pizza Tours', 'Chicago, USA', 'Deep dish, tavern style and the great pizza debate.', 1110),
  e('Portland Coffee', 'Portland, USA', 'Roastery visits and slow mornings at local cafés.', 975),
  e('New Orleans Culinary', 'New Orleans, USA', 'Gumbo, beignets and Creole cooking with local cooks.', 1380),
  e('Toronto Flavors', 'Toronto, Canada', 'Food walks through the city’s many neighbourhoods.', 1065),
  e('San Francisco Farm to Table', 'San Francisco, USA', 'Farmers’ markets and seasonal meals from local growers.', 1420),
  e('London Pub', 'London, UK', 'Historic pubs, Sunday roasts and good conversation.', 2310),
  e('Miami Food Trucks', 'Miami, USA', 'Cuban sandwiches, tacos and more from the city’s best trucks.', 790),
  e('Vancouver Craft Beer', 'Vancouver, Canada', 'Brewery tours and tasting flights with fellow enthusiasts.', 1150),
  e('Austin BBQ', 'Austin, USA', 'Brisket, ribs and the patience of Texas smokehouses.', 1675),
  e('Paris Wine and Cheese', 'Paris, France', 'Fromageries, wine bars and the art of pairing.', 1890),
  e('Seattle Seafood', 'Seattle, USA', 'Fresh catch, market stalls and waterfront dinners.', 1035),
  e('Denver Mountain Cuisine', 'Denver, USA', 'Hearty mountain cooking and Rocky Mountain produce.', 720),
  e('Barcelona Tapas', 'Barcelona, Spain', 'Tapas crawls through the Gothic Quarter and beyond.', 1560),
  e('Nashville Hot Chicken', 'Nashville, USA', 'Southern comfort food with as much heat as you like.', 845),
  e('Rome Pasta', 'Rome, Italy', 'Hand-made pasta classes and trattoria lunches.', 1730),
  e('Montreal Foodie', 'Montreal, Canada', 'Bagels, smoked meat and bistro evenings in two languages.', 1180),
  e('Berlin Beer Garden', 'Berlin, Germany', 'Summer afternoons in leafy beer gardens.', 1295),
];
