/** Demo neighbours who fill the groups (they cannot sign in: their password is random and never stored). */
export const PEOPLE: Array<[username: string, name: string, location: string, profession: string]> = [
  ['margaret.h', 'Margaret Holloway', 'Bristol, UK', 'Retired nurse'],
  ['george.p', 'George Patel', 'Bath, UK', 'Retired engineer'],
  ['joan.w', 'Joan Whitfield', 'Bristol, UK', 'Former librarian'],
  ['frank.o', "Frank O'Connor", 'Cardiff, UK', 'Retired postman'],
  ['elaine.m', 'Elaine Murray', 'Bristol, UK', 'Semi-retired accountant'],
  ['harold.k', 'Harold Kim', 'Gloucester, UK', 'Retired pharmacist'],
  ['beatrice.l', 'Beatrice Lawson', 'Bath, UK', 'Retired music teacher'],
  ['samuel.a', 'Samuel Adeyemi', 'Bristol, UK', 'Retired bus driver'],
  ['patricia.n', 'Patricia Nolan', 'Weston-super-Mare, UK', 'Former shop owner'],
  ['walter.g', 'Walter Green', 'Bristol, UK', 'Retired carpenter'],
  ['irene.c', 'Irene Chen', 'Bath, UK', 'Retired doctor'],
  ['raymond.b', 'Raymond Brooks', 'Swindon, UK', 'Retired police officer'],
  ['sylvia.d', 'Sylvia Dunn', 'Bristol, UK', 'Former school secretary'],
  ['leonard.f', 'Leonard Fischer', 'Bristol, UK', 'Retired architect'],
  ['maureen.r', 'Maureen Reid', 'Cheltenham, UK', 'Retired florist'],
  ['desmond.t', 'Desmond Taylor', 'Bristol, UK', 'Retired civil servant'],
];

export type ActivitySeed = {
  title: string;
  description: string;
  /** Days from the seed day (negative: past) and UTC start hour. */
  day: number;
  hour: number;
  minutes?: number;
  hours?: number;
  location?: string;
  link?: string;
  max?: number;
  /** How many neighbours answer 'going' (and, beyond capacity, wait). */
  going?: number;
  maybe?: number;
  waitlist?: number;
  demoGoing?: boolean;
  /** Guests the first members going bring, in order (issue 34): [1, 0, 2] shows "(+1)" and "(+2)". */
  guests?: number[];
  /** Guests the demo member brings when going. */
  demoGuests?: number;
  /** Past dates: how many of the members going (with their guests, and the demo member) were ticked as came. */
  attended?: number;
};
export type GroupSeed = {
  name: string;
  type: 'active' | 'learn' | 'practice' | 'craft' | 'social';
  location: string | null;
  description: string;
  members: number;
  /** The demo member's place in the group. */
  demo?: 'member' | 'admin';
  activities: ActivitySeed[];
};

/** Names the e2e tests rely on: keep them. */
export const DEMO_GROUP_NAMES = {
  walkers: 'Riverside Morning Walkers',
  chess: 'Chess in the Park',
  books: 'Tuesday Book Circle',
} as const;

export const GROUPS: GroupSeed[] = [
  { name: DEMO_GROUP_NAMES.walkers, type: 'active', location: 'Bristol Harbourside', members: 16, demo: 'member',
    description: 'Gentle 5 km walks along the river every week, at a chatty pace, finishing with tea and biscuits at a cafe. Walking sticks and slow walkers welcome.',
    activities: [
      { title: 'Harbourside Heritage Walk', description: 'A flat, 90-minute loop past the old docks with a local historian. Meet by the ferry stop; the route has benches every few hundred metres.', day: 4, hour: 10, hours: 2, location: 'Bristol Ferry Stop, Harbourside', max: 10, going: 8, maybe: 2 },
      { title: 'Autumn Leaves Ramble', description: 'A slow walk through the park to enjoy the autumn colours, with a stop for hot chocolate halfway round.', day: 6, hour: 10, hours: 2, location: 'Ashton Court Estate, main gate', max: 6, going: 6, waitlist: 2 },
      { title: 'Christmas Lights Evening Stroll', description: 'A short evening walk to see the city lights, followed by mulled apple juice. Wear something bright and warm.', day: 20, hour: 17, minutes: 30, hours: 2, location: 'Cathedral Green, College Green', going: 5, maybe: 3, guests: [1, 0, 2] },
      { title: 'Clifton Suspension Bridge Stroll', description: 'A walk across the bridge and back through the observatory gardens, with wonderful views of the gorge.', day: -9, hour: 10, hours: 2, location: 'Clifton Suspension Bridge, Leigh Woods side', max: 15, going: 11, demoGoing: true, attended: 9 },
    ] },
  { name: DEMO_GROUP_NAMES.chess, type: 'practice', location: 'Castle Park, Bristol', members: 9,
    description: 'Friendly chess for every level. Bring a board if you have one, or borrow ours. Beginners are paired with a patient partner.',
    activities: [
      { title: 'Friday Chess Afternoon', description: 'Casual games under the bandstand (indoors at the library if it rains). Tea and a gentle lesson on openings for newcomers.', day: 5, hour: 14, hours: 3, location: 'Castle Park bandstand', max: 16, going: 4, maybe: 2 },
      { title: 'Winter Chess Tournament', description: 'A relaxed five-round tournament with a small prize for every player. Clocks are optional and nobody is out after one loss.', day: 26, hour: 13, hours: 4, location: 'Central Library, Reading Room', max: 24, going: 6 },
      { title: 'Endgame Puzzles Evening', description: 'We solved classic endgame puzzles together on the big demonstration board.', day: -12, hour: 18, hours: 2, location: 'Central Library, Reading Room', going: 7 },
    ] },
  { name: DEMO_GROUP_NAMES.books, type: 'learn', location: 'Bristol Central Library', members: 10, demo: 'admin',
    description: 'A warm, unhurried book club. We read one novel a month and meet to talk about it over coffee. Large-print and audio editions are easy to find.',
    activities: [
      { title: 'November Book: The Remains of the Day', description: 'Our discussion of Kazuo Ishiguro\'s novel about memory, duty and missed chances. Come even if you have not quite finished it.', day: 2, hour: 11, hours: 2, location: 'Central Library, Meeting Room 2', max: 14, going: 7, maybe: 1, demoGoing: true },
      { title: 'Choosing Next Year\'s Books', description: 'Bring one or two suggestions and we will vote on the reading list for next year. Mince pies provided.', day: 16, hour: 11, hours: 2, location: 'Central Library, Meeting Room 2', going: 3 },
      { title: 'October Book: A Man Called Ove', description: 'We talked about grief, friendship and grumpy neighbours in Fredrik Backman\'s much-loved novel.', day: -20, hour: 11, hours: 2, location: 'Central Library, Meeting Room 2', going: 8, demoGoing: true, attended: 7 },
      { title: 'Book Swap and Cake', description: 'Bring a book or two you have enjoyed and take home something new. Partners and friends welcome: there is plenty of cake.', day: -1, hour: 14, hours: 2, location: 'Central Library, Meeting Room 2', max: 14, going: 6, guests: [1, 0, 2, 0, 1], attended: 4 },
    ] },
  { name: 'Watercolour Wednesdays', type: 'craft', location: 'Bath Community Arts Centre', members: 8, demo: 'member',
    description: 'Paint alongside others in a relaxed studio. Materials are provided for your first three sessions, and no experience is needed at all.',
    activities: [
      { title: 'Painting Winter Skies', description: 'Learn wet-on-wet techniques for soft winter skies. All paints, brushes and paper are provided.', day: 3, hour: 14, hours: 2, location: 'Bath Community Arts Centre, Studio 1', max: 12, going: 5, maybe: 2 },
      { title: 'Sketching at the Abbey', description: 'We sat in the Abbey courtyard and sketched the west front before painting at home.', day: -5, hour: 14, hours: 2, location: 'Bath Abbey courtyard', going: 6 },
    ] },
  { name: 'Silver Screen Film Club', type: 'social', location: 'Watershed Cinema, Bristol', members: 7, demo: 'member',
    description: 'Classic films on the big screen at a reduced matinee price, followed by a chat about the film over lunch nearby.',
    activities: [
      { title: 'Matinee: Brief Encounter', description: 'David Lean\'s 1945 classic, shown with subtitles for those who prefer them. Lunch afterwards at the cinema cafe.', day: 8, hour: 13, hours: 3, location: 'Watershed Cinema, Screen 1', max: 20, going: 5 },
      { title: 'Online Film Quiz', description: 'A light-hearted film quiz on video call. No prizes, lots of laughs. We will help you join the call if you have not used it before.', day: 12, hour: 19, hours: 1, link: 'https://meet.jit.si/afterwork-film-quiz', going: 4, maybe: 2 },
    ] },
  { name: 'Tai Chi by the Lake', type: 'active', location: 'Eastville Park, Bristol', members: 9,
    description: 'Slow, flowing tai chi movements to improve balance and calm the mind. Every move can be done seated if standing is difficult.',
    activities: [
      { title: 'Saturday Morning Tai Chi', description: 'A 45-minute session by the lake, led by a qualified instructor. Wear loose clothing and flat shoes.', day: 7, hour: 9, hours: 1, location: 'Eastville Park, lakeside lawn', max: 20, going: 6 },
      { title: 'Tai Chi for Balance', description: 'We practised the first eight movements of the short form with chairs for support.', day: -3, hour: 9, hours: 1, location: 'Eastville Park, lakeside lawn', going: 7 },
    ] },
  { name: 'Aqua Fit Friends', type: 'active', location: 'Bath Sports Centre', members: 6,
    description: 'Low-impact water exercise in the warm teaching pool, kind on the joints and good fun. Changing rooms are step-free.',
    activities: [
      { title: 'Aqua Aerobics Session', description: 'Forty minutes of gentle exercises to music in chest-deep warm water. Floats provided.', day: 3, hour: 11, hours: 1, location: 'Bath Sports Centre, teaching pool', max: 8, going: 5 },
      { title: 'Pool and Coffee Morning', description: 'A swim at your own pace, then coffee together in the cafe upstairs.', day: -6, hour: 10, hours: 2, location: 'Bath Sports Centre', going: 4 },
    ] },
  { name: 'Gentle Cycling Club', type: 'active', location: 'Bristol and Bath Railway Path', members: 7,
    description: 'Flat, traffic-free rides of 10 to 15 miles at an easy pace, with a cafe stop. Electric bikes very welcome.',
    activities: [
      { title: 'Railway Path to Warmley', description: 'An easy ride along the old railway line to the Warmley station cafe and back. About 12 miles in all.', day: 9, hour: 10, hours: 3, location: 'Railway Path, St Philips entrance', max: 12, going: 4 },
      { title: 'Autumn Ride to Bitton', description: 'We rode to the steam railway at Bitton and enjoyed lunch on the platform.', day: -14, hour: 10, hours: 4, location: 'Railway Path, St Philips entrance', going: 6 },
    ] },
  { name: 'Ballroom and Beyond', type: 'active', location: 'Redland Parish Hall, Bristol', members: 8,
    description: 'Waltz, foxtrot and a little swing. Come with or without a partner; we rotate so everyone dances. Teaching is slow and friendly.',
    activities: [
      { title: 'Foxtrot for Beginners', description: 'Learn the basic foxtrot steps in an hour, then practise to big band music. Comfortable shoes with smooth soles are best.', day: 5, hour: 15, hours: 2, location: 'Redland Parish Hall', max: 16, going: 13 },
      { title: 'Tea Dance', description: 'Our monthly tea dance with a live pianist, cakes and plenty of chairs for resting.', day: -8, hour: 14, hours: 3, location: 'Redland Parish Hall', going: 7 },
    ] },
  { name: 'Bowls on the Green', type: 'active', location: 'Clifton Bowling Club', members: 6,
    description: 'Outdoor bowls in summer and short mat bowls indoors in winter. Woods can be borrowed and a coach is on hand for newcomers.',
    activities: [
      { title: 'Short Mat Bowls Morning', description: 'Indoor short mat bowls, played in friendly pairs. Flat-soled shoes please.', day: 10, hour: 10, hours: 2, location: 'Clifton Bowling Club pavilion', max: 12, going: 3 },
    ] },
  { name: 'Smartphone Confidence Class', type: 'learn', location: 'Bristol Central Library', members: 9,
    description: 'Patient, hands-on help with phones and tablets: messages, photos, video calls and staying safe online. Bring your own device.',
    activities: [
      { title: 'Video Calling Your Family', description: 'Step by step: how to make and answer video calls on a phone or tablet. We practise in pairs until it feels easy.', day: 4, hour: 14, hours: 2, location: 'Central Library, IT Suite', max: 10, going: 9 },
      { title: 'Spotting Online Scams', description: 'How to recognise scam texts, emails and calls, and what to do if you are unsure. Held online so you can join from home.', day: 15, hour: 11, hours: 1, link: 'https://meet.jit.si/afterwork-scam-awareness', max: 40, going: 6 },
      { title: 'Taking Better Photos on Your Phone', description: 'We learned how to focus, use the zoom and share photos with family.', day: -10, hour: 14, hours: 2, location: 'Central Library, IT Suite', going: 8 },
    ] },
  { name: 'Local History Society', type: 'learn', location: 'M Shed Museum, Bristol', members: 8,
    description: 'Talks, archive visits and walks exploring the history of our city, its people and its trades. Curious minds of all kinds welcome.',
    activities: [
      { title: 'Talk: Bristol\'s Tobacco Factories', description: 'An illustrated talk on the tobacco industry and the lives of the people who worked in it, with time for memories and questions.', day: 11, hour: 14, hours: 2, location: 'M Shed, Lecture Room', max: 40, going: 6 },
      { title: 'Archives Open Afternoon', description: 'We explored old maps and photographs at the city archives.', day: -16, hour: 14, hours: 2, location: 'Bristol Archives, B Bond Warehouse', going: 5 },
    ] },
  { name: 'Spanish Conversation Circle', type: 'learn', location: 'Online', members: 7,
    description: 'Practise everyday Spanish in small, friendly groups on video call. Beginners and rusty speakers welcome; nobody is ever rushed.',
    activities: [
      { title: 'Spanish for Travellers', description: 'Useful phrases for cafes, trains and hotels, practised in pairs. Handout sent by email beforehand.', day: 6, hour: 18, hours: 1, link: 'https://meet.jit.si/afterwork-spanish', max: 12, going: 5 },
      { title: 'Spanish Christmas Traditions', description: 'We learned about Christmas in Spain and sang a villancico together.', day: -4, hour: 18, hours: 1, link: 'https://meet.jit.si/afterwork-spanish', going: 6 },
    ] },
  { name: 'Family History Detectives', type: 'learn', location: 'Gloucester Library', members: 6,
    description: 'Help each other trace family trees using census records, parish registers and free websites. Share your discoveries over tea.',
    activities: [
      { title: 'Getting Started with Census Records', description: 'A beginner-friendly workshop on reading census records online, with volunteers on hand to help.', day: 13, hour: 10, hours: 2, location: 'Gloucester Library, Study Room', max: 10, going: 4 },
    ] },
  { name: 'Stargazers After Dark', type: 'learn', location: 'Blaise Castle Estate', members: 6,
    description: 'Learn the night sky with binoculars and telescopes. We meet on clear evenings and always have a warm indoor backup talk.',
    activities: [
      { title: 'Winter Constellations', description: 'Find Orion, the Plough and the Pleiades. Telescopes provided; bring a folding chair and a flask.', day: 14, hour: 19, hours: 2, location: 'Blaise Castle Estate, main car park', max: 15, going: 4 },
    ] },
  { name: 'Morning Mindfulness', type: 'practice', location: 'Online', members: 8,
    description: 'A calm twenty-minute guided meditation each week, followed by a short chat. Join from your favourite armchair.',
    activities: [
      { title: 'Breathing Space', description: 'A guided breathing meditation suitable for complete beginners. Cameras on or off, as you prefer.', day: 2, hour: 9, hours: 1, link: 'https://meet.jit.si/afterwork-mindfulness', going: 6 },
      { title: 'Body Scan Relaxation', description: 'A gentle body scan to ease tension, ideal before sleep.', day: -2, hour: 9, hours: 1, link: 'https://meet.jit.si/afterwork-mindfulness', going: 5 },
    ] },
  { name: 'Chair Yoga Circle', type: 'practice', location: 'St Mary\'s Church Hall, Bath', members: 9, demo: 'member',
    description: 'Yoga done sitting on (or holding) a sturdy chair. Improves flexibility, posture and breathing without getting down on the floor.',
    activities: [
      { title: 'Chair Yoga for Stiff Joints', description: 'Gentle stretches for neck, shoulders, hips and ankles. Every movement has an easier option.', day: 1, hour: 10, hours: 1, location: 'St Mary\'s Church Hall', max: 12, going: 9, demoGoing: true, demoGuests: 1 },
      { title: 'Yoga and Relaxation', description: 'We ended the session with ten minutes of guided relaxation.', day: -7, hour: 10, hours: 1, location: 'St Mary\'s Church Hall', going: 8 },
    ] },
  { name: 'Choir Without Auditions', type: 'practice', location: 'Cheltenham Town Hall', members: 9,
    description: 'Sing for joy in a welcoming community choir. No auditions and no need to read music: we learn by ear, one line at a time.',
    activities: [
      { title: 'Carol Rehearsal', description: 'Rehearsing our favourite carols for the town hall concert. Song sheets in large print.', day: 9, hour: 18, hours: 2, location: 'Cheltenham Town Hall, Pillar Room', max: 30, going: 8 },
      { title: 'Summer Songs Sing-along', description: 'A warm evening of songs from the 1950s and 60s.', day: -30, hour: 18, hours: 2, location: 'Cheltenham Town Hall', going: 9 },
    ] },
  { name: 'Bridge for Beginners', type: 'practice', location: 'Clifton Village Hall', members: 6,
    description: 'Learn contract bridge from scratch with a friendly teacher, then play relaxed practice rubbers. Partners found for everyone.',
    activities: [
      { title: 'Bidding Basics', description: 'An introduction to opening bids and responses, with plenty of practice hands.', day: 8, hour: 14, hours: 2, location: 'Clifton Village Hall', max: 8, going: 6 },
    ] },
  { name: 'Ukulele Strummers', type: 'practice', location: 'Swindon Arts Centre', members: 7,
    description: 'Four strings, lots of fun. Learn easy chords and play along to well-known songs. Ukuleles can be borrowed for your first month.',
    activities: [
      { title: 'Three Chords and a Song', description: 'Learn C, F and G7 and play your first song together by the end of the session.', day: 12, hour: 15, hours: 2, location: 'Swindon Arts Centre, Room 4', max: 15, going: 5 },
    ] },
  { name: 'Knit and Natter', type: 'craft', location: 'Weston Library Cafe', members: 8,
    description: 'Knitting, crochet and conversation. Bring a project or start one with us. We also knit blankets for the local hospital.',
    activities: [
      { title: 'Blankets for the Neonatal Unit', description: 'Knit or crochet squares that we sew into blankets for the hospital. Wool and needles provided.', day: 2, hour: 14, hours: 2, location: 'Weston Library Cafe', max: 14, going: 7 },
      { title: 'Learn to Crochet a Granny Square', description: 'We taught six new crocheters their first granny square.', day: -11, hour: 14, hours: 2, location: 'Weston Library Cafe', going: 7 },
    ] },
  { name: 'Pottery Wheel Workshop', type: 'craft', location: 'Stokes Croft Pottery Studio', members: 6,
    description: 'Get your hands muddy on the potter\'s wheel or at the hand-building table. Aprons provided; pieces are glazed and fired for you.',
    activities: [
      { title: 'Hand-built Christmas Decorations', description: 'Make clay stars and baubles to give as gifts. They will be fired and ready to collect a week later.', day: 10, hour: 11, hours: 2, location: 'Stokes Croft Pottery Studio', max: 6, going: 6, waitlist: 1 },
    ] },
  { name: 'Woodturning Workshop', type: 'craft', location: 'Gloucester Men\'s Shed', members: 7,
    description: 'Turn bowls, pens and candlesticks on the lathe with experienced turners. Safety gear provided. Everyone is welcome in our shed.',
    activities: [
      { title: 'Turn Your First Pen', description: 'A one-to-one guided session on the lathe. You will go home with a pen you made yourself.', day: 7, hour: 10, hours: 3, location: 'Gloucester Men\'s Shed', max: 4, going: 3 },
    ] },
  { name: 'Quilting Bee', type: 'craft', location: 'Cardiff Central Library', members: 6,
    description: 'Patchwork and quilting together, swapping fabrics, patterns and stories. Sewing machines are available to share.',
    activities: [
      { title: 'Memory Quilt Planning', description: 'Bring old shirts or fabrics with memories attached and we will plan a memory quilt together.', day: 18, hour: 13, hours: 2, location: 'Cardiff Central Library, Room 3', max: 10, going: 3 },
    ] },
  { name: 'Garden Share Allotment', type: 'craft', location: 'Horfield Allotments, Bristol', members: 8,
    description: 'A shared allotment plot tended together. Grow vegetables, learn from each other and take home a share of the harvest.',
    activities: [
      { title: 'Planting Garlic and Broad Beans', description: 'Winter planting on the shared plot. Raised beds mean there is no need to kneel. Gloves and tools provided.', day: 5, hour: 10, hours: 2, location: 'Horfield Allotments, plot 14', max: 10, going: 5 },
      { title: 'Harvest Lunch', description: 'We cooked soup from our own pumpkins and shared it in the allotment hut.', day: -25, hour: 12, hours: 2, location: 'Horfield Allotments, plot 14', going: 8 },
    ] },
  { name: 'Sunday Lunch Club', type: 'social', location: 'The Old Fish Market, Bristol', members: 10,
    description: 'A proper Sunday roast in good company once a month. A set price, a reserved table, and a warm welcome for people dining alone.',
    activities: [
      { title: 'December Sunday Roast', description: 'Our festive roast with all the trimmings. Vegetarian option available; please mention dietary needs when you arrive.', day: 14, hour: 13, hours: 2, location: 'The Old Fish Market, Baldwin Street', max: 12, going: 9, maybe: 1 },
      { title: 'November Sunday Roast', description: 'Roast beef, Yorkshire puddings and a lot of laughter.', day: -7, hour: 13, hours: 2, location: 'The Old Fish Market, Baldwin Street', going: 10 },
    ] },
  { name: 'Coffee and Conversation', type: 'social', location: 'Gloucester Road, Bristol', members: 9, demo: 'member',
    description: 'A relaxed weekly coffee morning for meeting new people. No agenda, just good coffee and friendly faces. Newcomers are looked after.',
    activities: [
      { title: 'Thursday Coffee Morning', description: 'Drop in any time between 10 and 12. Look for the Afterwork sign on our table by the window.', day: 4, hour: 10, hours: 2, location: 'Bakesmiths Cafe, Gloucester Road', going: 6, maybe: 2 },
      { title: 'Coffee Morning', description: 'Our usual cheerful coffee morning.', day: -3, hour: 10, hours: 2, location: 'Bakesmiths Cafe, Gloucester Road', going: 7, demoGoing: true },
    ] },
  { name: 'Quiz Night Team', type: 'social', location: 'The Kings Head, Bath', members: 7,
    description: 'Join our pub quiz team. General knowledge from every decade; we are more interested in laughing than winning.',
    activities: [
      { title: 'Wednesday Pub Quiz', description: 'Teams of up to six. Soft drinks and food available. The pub has a quiet corner reserved for us.', day: 3, hour: 19, hours: 2, location: 'The Kings Head, Bath', max: 6, going: 4 },
    ] },
  { name: 'Widowed and Welcome', type: 'social', location: 'Bath Community Centre', members: 7,
    description: 'A gentle, supportive group for people who have lost a partner. Meet others who understand, share a cuppa and an outing now and then.',
    activities: [
      { title: 'Afternoon Tea Outing', description: 'Afternoon tea at the Pump Room. We meet in the foyer; transport can be arranged if you need a lift.', day: 11, hour: 15, hours: 2, location: 'The Pump Room, Bath', max: 10, going: 5 },
    ] },
  { name: 'Board Games Afternoon', type: 'social', location: 'Cheltenham Library', members: 8,
    description: 'Scrabble, dominoes, rummy and newer games too. Tables with good light and large-print cards available.',
    activities: [
      { title: 'Scrabble and Dominoes', description: 'Casual games, tea and cake. We will teach you any game you do not know.', day: 6, hour: 14, hours: 3, location: 'Cheltenham Library, Community Room', going: 5 },
      { title: 'Games and Mince Pies', description: 'Our festive games afternoon with mince pies.', day: -1, hour: 14, hours: 3, location: 'Cheltenham Library, Community Room', going: 7 },
    ] },
  { name: 'Volunteer Gardeners', type: 'active', location: 'Bristol Botanic Garden', members: 7,
    description: 'Help look after the botanic garden\'s beds alongside the staff gardeners. Light tasks available for every level of fitness.',
    activities: [
      { title: 'Winter Pruning Morning', description: 'Learn how to prune roses and shrubs for winter. Tools and gloves provided; tea break at 11.', day: 15, hour: 10, hours: 2, location: 'Bristol Botanic Garden, main gate', max: 8, going: 5 },
    ] },
  { name: 'Nordic Walking Group', type: 'active', location: 'Leigh Woods', members: 6,
    description: 'Walking with poles works the whole body and takes weight off the knees. Poles lent for free; instruction given at every walk.',
    activities: [
      { title: 'Nordic Walking Taster', description: 'A one-hour taster with poles provided. Gentle woodland paths, with a shorter route available.', day: 2, hour: 10, hours: 1, location: 'Leigh Woods car park', max: 10, going: 4 },
    ] },
  { name: 'Creative Writing Circle', type: 'learn', location: 'Online', members: 6,
    description: 'Write memoir, poetry or short stories with gentle prompts and kind feedback. Share only what you want to share.',
    activities: [
      { title: 'Writing Your Memories', description: 'Prompts to help you write a short memory from childhood. Reading aloud is optional.', day: 9, hour: 11, hours: 1, link: 'https://meet.jit.si/afterwork-writing', max: 10, going: 4 },
    ] },
];
