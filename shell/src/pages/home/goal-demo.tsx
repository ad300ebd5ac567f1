const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const DONE_DAYS = 3;
const PROGRESS = 56;

/** Spec part 1 §2 'Home': a static demo. The four buttons deliberately do nothing. */
export function GoalDemo() {
  return (
    <div className="aw-goal-card">
      <div className="aw-goal-head">
        <h3>Daily Meditation Practice</h3>
        <span className="aw-pill">Day 17 of 30</span>
      </div>
      <ol className="aw-week" aria-label="This week: 3 of 7 days done">
        {DAYS.map((d, i) => (
          <li key={d} className={i < DONE_DAYS ? 'aw-day aw-day-done' : 'aw-day'}>
            <span aria-hidden="true" className="aw-day-mark">
              {i < DONE_DAYS ? '✓' : ''}
            </span>
            <span aria-hidden="true">{d}</span>
            <span className="aw-visually-hidden">
              {DAY_NAMES[i]}: {i < DONE_DAYS ? 'done' : 'not done yet'}
            </span>
          </li>
        ))}
      </ol>
      <div className="aw-goal-stats">
        <div className="aw-goal-progress">
          <div className="aw-goal-label">
            <span id="aw-goal-progress-label">Overall progress</span>
            <strong>{PROGRESS}%</strong>
          </div>
          <div className="aw-bar" role="progressbar" aria-labelledby="aw-goal-progress-label" aria-valuemin={0} aria-valuemax={100} aria-valuenow={PROGRESS}>
            <span style={{ width: `${PROGRESS}%` }} />
          </div>
        </div>
        <div className="aw-goal-streak">
          <span>Weekly streak</span>
          <strong>3 days</strong>
        </div>
      </div>
      <div className="aw-goal-actions">
        <button type="button" className="aw-btn aw-btn-primary">Complete today</button>
        <button type="button" className="aw-btn aw-btn-outline">View details</button>
      </div>
    </div>
  );
}
