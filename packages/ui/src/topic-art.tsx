import type { ComponentType, CSSProperties } from 'react';
import {
  ApartmentOutlined,
  BgColorsOutlined,
  BuildOutlined,
  BulbOutlined,
  CameraOutlined,
  CarOutlined,
  CoffeeOutlined,
  CompassOutlined,
  CrownOutlined,
  EditOutlined,
  ExperimentOutlined,
  FireOutlined,
  FundOutlined,
  GlobalOutlined,
  GoldOutlined,
  HighlightOutlined,
  LaptopOutlined,
  MedicineBoxOutlined,
  ReadOutlined,
  ScissorOutlined,
  SmileOutlined,
  StarOutlined,
  TeamOutlined,
  ToolOutlined,
  TranslationOutlined,
} from '@ant-design/icons';

type Art = ComponentType<{ style?: CSSProperties; 'aria-hidden'?: boolean }>;

/** Line drawings for topics the icon set has no picture of (24 px grid, drawn in the current colour). */
const svg = (paths: string[], circles: Array<[number, number, number]> = []): Art =>
  function Drawing({ style }) {
    return (
      <svg viewBox="0 0 24 24" width="1em" height="1em" style={style} aria-hidden="true" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round">
        {circles.map(([cx, cy, r]) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} />)}
        {paths.map((d) => <path key={d} d={d} />)}
      </svg>
    );
  };

const Walker = svg(['M12 7.5l-2 5 3 2.5 1 5', 'M10 12.5l-2.5 7', 'M11.5 9l3 2.5 2.5-.5', 'M10.5 9.5L8 11l-1 2.5'], [[13, 4.5, 1.7]]);
const Swimmer = svg(['M3 17c1.5 1 3 1 4.5 0s3-1 4.5 0 3 1 4.5 0 3-1 4.5 0', 'M3 20.5c1.5 1 3 1 4.5 0s3-1 4.5 0 3 1 4.5 0 3-1 4.5 0', 'M6 13.5l4-3 3 2.5 4-3'], [[17.5, 7, 1.7]]);
const Bicycle = svg(['M6 16l4-7h5l3 7', 'M10 9l3 7h-7', 'M13 6h3'], [[6, 16, 3.5], [18, 16, 3.5]]);
const Stretch = svg(['M12 7v6', 'M12 13l-4 6', 'M12 13l4 6', 'M5 8.5l7-1.5 7 1.5'], [[12, 4, 1.7]]);
const Dancer = svg(['M12 7l-1 6 3 3-1 5', 'M11 13l-3 3', 'M11.5 9l4-2 2 2', 'M11.5 9L8 7'], [[12.5, 4, 1.7]]);
const Leaf = svg(['M5 19c0-8 5-13 14-14-1 9-6 14-14 14z', 'M5 19l8-8']);
const Yarn = svg(['M6 9c4 0 9 3 11 8', 'M5 13c4 0 7 2 9 6', 'M9 5.5c3 2 6 6 6.5 12', 'M17 17l3 3'], [[11.5, 12.5, 7]]);
const Palette = BgColorsOutlined;
const Glass = svg(['M7 3h10c0 5-2 8-5 8s-5-3-5-8z', 'M12 11v8', 'M8 21h8', 'M7.5 6h9']);
const Mug = svg(['M5 7h10v10a3 3 0 01-3 3H8a3 3 0 01-3-3z', 'M15 9h2a2 2 0 010 4h-2', 'M7 4v1M10 3v2M13 4v1']);
const ForkKnife = svg(['M7 3v7a2 2 0 004 0V3', 'M9 3v18', 'M16 3c-2 2-2 7 0 8v10']);
const Fish = svg(['M3 12c3-4 8-5 12-3l5-3v12l-5-3c-4 2-9 1-12-3z'], [[8, 11, 0.6]]);
const Bird = svg(['M4 14c3 0 5-2 6-5 1-2 3-3 5-3l2 1 3 0-3 1c0 5-4 9-10 9-1 0-2-1-3-3z', 'M10 17l-1 4M13 16l1 4']);
const Flag = svg(['M7 21V4', 'M7 4l9 3-9 3', 'M4 21h8']);
const Racket = svg(['M14 14l6 6'], [[9.5, 9.5, 6], [18.5, 5.5, 1.5]]);
const Pot = svg(['M6 6h12', 'M7 6c-2 3-2 9 1 13h8c3-4 3-10 1-13', 'M9 3h6']);
const Music = svg(['M9 18V6l11-2v12'], [[6.5, 18, 2.5], [17.5, 16, 2.5]]);

/** Topic words (in names and descriptions) and their art; the first that matches wins, so specific words come first. */
const TOPICS: Array<[RegExp, Art]> = [
  [/\b(walk|walking|walkers|ramble|stroll|hiking|hike|hikers|trail)/i, Walker],
  [/\b(swim|swimming|water aerobics|aqua|pool)/i, Swimmer],
  [/\b(cycl|bike|bicycle)/i, Bicycle],
  [/\b(yoga|pilates|tai chi|stretch|balance|chair exercise|strength|mindful|meditat)/i, Stretch],
  [/\b(danc|ballroom|line dancing)/i, Dancer],
  [/\b(golf)/i, Flag],
  [/\b(tennis|pickleball|badminton|table tennis)/i, Racket],
  [/\b(garden|allotment|plant|environment)/i, Leaf],
  [/\b(knit|crochet|yarn|wool)/i, Yarn],
  [/\b(quilt|sewing|scrapbook|patchwork)/i, ScissorOutlined],
  [/\b(paint|watercolou?r|art history|\bart\b|drawing|sketch)/i, Palette],
  [/\b(pottery|ceramic|clay)/i, Pot],
  [/\b(wood|carpentry|antique|restor)/i, ToolOutlined],
  [/\b(model|lego|railway)/i, BuildOutlined],
  [/\b(calligraph|writing|poetry|journal)/i, HighlightOutlined],
  [/\b(photo|camera)/i, CameraOutlined],
  [/\b(bird)/i, Bird],
  [/\b(astronom|stars?|telescope|space)/i, StarOutlined],
  [/\b(chess|bridge club|board game|cards)/i, CrownOutlined],
  [/\b(music|instrument|choir|sing|piano|guitar)/i, Music],
  [/\b(language|translation|french|spanish|german|italian)/i, TranslationOutlined],
  [/\b(digital|computer|technology|internet|tablet)/i, LaptopOutlined],
  [/\b(genealog|family history|ancestr)/i, ApartmentOutlined],
  [/\b(financ|money|pension|budget)/i, FundOutlined],
  [/\b(science|nature)/i, ExperimentOutlined],
  [/\b(health|wellness|nutrition)/i, MedicineBoxOutlined],
  [/\b(philosoph|psychology|public speaking|current events)/i, BulbOutlined],
  [/\b(world cultures|travel)/i, CompassOutlined],
  [/\b(book|reading|library|literature|novel)/i, ReadOutlined],
  [/\b(collect|jewel)/i, GoldOutlined],
  [/\b(wine|vineyard|cheese)/i, Glass],
  [/\b(beer|brew|pub|ale)/i, Mug],
  [/\b(coffee|tea\b|cafe|café)/i, CoffeeOutlined],
  [/\b(bbq|barbecue|hot chicken|grill)/i, FireOutlined],
  [/\b(seafood|fish)/i, Fish],
  [/\b(food truck)/i, CarOutlined],
  [/\b(cook|bak|culinary|dinner|pasta|pizza|tapas|flavou?rs|foodie|cuisine|farm to table|food)/i, ForkKnife],
  [/\b(sport|football|bowling|martial|fitness|exercise|challenge)/i, Walker],
  [/\b(creative)/i, EditOutlined],
  [/\b(global|international)/i, GlobalOutlined],
  [/\b(social|friend|club|circle|meet)/i, TeamOutlined],
];

/** The art for a topic from its words (name first, then description); `fallback` when none fits. */
export function topicArtFor(text: string, fallback: Art = SmileOutlined): Art {
  for (const [re, art] of TOPICS) if (re.test(text)) return art;
  return fallback;
}

/**
 * A topic's picture, one look across the site (issue 19 §11): a drawing that fits what the card is about (a walker
 * for a walking group, a wine glass for a wine club), in the colour given, never a random one.
 */
export function TopicArt({ text, fallback, color, size }: { text: string; fallback?: Art; color?: string; size: number }) {
  const Art = topicArtFor(text, fallback);
  return <Art aria-hidden style={{ fontSize: size, color }} />;
}
