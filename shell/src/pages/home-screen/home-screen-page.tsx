import { useEffect } from 'react';
import { Link } from '@afterwork/ui/router';
import { DevicePicture, type Scene } from './pictures';
import './home-screen.css';

interface Step {
  text: React.ReactNode;
  scene: Scene;
  picture: string;
}

const IPHONE: Step[] = [
  { text: <>Open <strong>Safari</strong> and go to Afterwork.</>, scene: 'open', picture: 'Safari with Afterwork open; the address bar is ringed.' },
  { text: <>Tap the <strong>Share</strong> button at the bottom of the screen. It is a square with an arrow pointing up.</>, scene: 'share-bottom', picture: 'The Share button at the bottom of the screen, ringed.' },
  { text: <>Scroll down the list and tap <strong>Add to Home Screen</strong>.</>, scene: 'add-menu', picture: 'The list that opens, with Add to Home Screen ringed.' },
  { text: <>Tap <strong>Add</strong> at the top right.</>, scene: 'add-confirm', picture: 'The Afterwork icon with its name, and Add at the top right ringed.' },
  { text: <>The Afterwork icon is now on your home screen. Tap it to open Afterwork.</>, scene: 'home', picture: 'A home screen with the Afterwork icon ringed.' },
];

const IPAD: Step[] = [
  { text: <>Open <strong>Safari</strong> and go to Afterwork.</>, scene: 'open', picture: 'Safari on an iPad with Afterwork open; the address bar is ringed.' },
  { text: <>Tap the <strong>Share</strong> button at the top right, beside the address. It is a square with an arrow pointing up.</>, scene: 'share-top', picture: 'The Share button at the top right of the iPad screen, ringed.' },
  { text: <>Tap <strong>Add to Home Screen</strong> in the list.</>, scene: 'add-menu', picture: 'The list that opens, with Add to Home Screen ringed.' },
  { text: <>Tap <strong>Add</strong> at the top right.</>, scene: 'add-confirm', picture: 'The Afterwork icon with its name, and Add at the top right ringed.' },
  { text: <>The Afterwork icon is now on your home screen. Tap it to open Afterwork.</>, scene: 'home', picture: 'A home screen with the Afterwork icon ringed.' },
];

const ANDROID: Step[] = [
  { text: <>Open <strong>Chrome</strong> and go to Afterwork.</>, scene: 'open', picture: 'Chrome with Afterwork open; the address bar is ringed.' },
  { text: <>Tap the <strong>menu</strong> button at the top right. It looks like three dots, one above the other.</>, scene: 'chrome-menu', picture: 'The three-dot menu button at the top right, ringed.' },
  { text: <>Tap <strong>Add to Home screen</strong> (on some phones it says <strong>Install app</strong>).</>, scene: 'chrome-add', picture: 'The menu, with Add to Home screen ringed.' },
  { text: <>Tap <strong>Install</strong> (or <strong>Add</strong>).</>, scene: 'chrome-install', picture: 'The box that asks to install Afterwork, with Install ringed.' },
  { text: <>The Afterwork icon is now on your home screen. Tap it to open Afterwork.</>, scene: 'home', picture: 'A home screen with the Afterwork icon ringed.' },
];

function Steps({ id, title, steps, tablet }: { id: string; title: string; steps: Step[]; tablet?: boolean }) {
  return (
    <section className="aw-hs-device" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ol className="aw-hs-steps">
        {steps.map((s, i) => (
          <li key={i}>
            <p>
              <span className="aw-hs-number" aria-hidden="true">{i + 1}</span>
              <span>{s.text}</span>
            </p>
            <DevicePicture scene={s.scene} tablet={tablet} label={s.picture} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * /help/home-screen (issue 33 §2): 'Put Afterwork on your home screen', with the steps for iPad, iPhone and Android,
 * in large type, each with a picture. From there Afterwork opens like an app, and can show notifications.
 */
export default function HomeScreenPage() {
  useEffect(() => {
    document.title = 'Put Afterwork on your home screen | Afterwork';
  }, []);
  return (
    <div className="aw-hs">
      <header className="aw-hs-intro">
        <h1>Put Afterwork on your home screen</h1>
        <p>
          With Afterwork on your home screen, you open it with one tap, like any other app. It can also tell you about reminders and messages, even when it
          is closed: turn on &ldquo;On this device&rdquo; in <Link to="/settings">Settings → Notifications</Link> afterwards.
        </p>
        <nav aria-label="Choose your device">
          <ul className="aw-hs-jump">
            <li><a href="#hs-ipad">iPad</a></li>
            <li><a href="#hs-iphone">iPhone</a></li>
            <li><a href="#hs-android">Android phone or tablet</a></li>
          </ul>
        </nav>
      </header>
      <Steps id="hs-ipad" title="On an iPad" steps={IPAD} tablet />
      <Steps id="hs-iphone" title="On an iPhone" steps={IPHONE} />
      <Steps id="hs-android" title="On an Android phone or tablet" steps={ANDROID} />
      <p className="aw-hs-more">
        Still stuck? <Link to="/help">Go back to the Help Center</Link> to talk to our support team.
      </p>
    </div>
  );
}
