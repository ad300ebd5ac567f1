import { Progress } from '@afterwork/ui/antd-data';

/** The member's current goal (spec part 2 §2.10: a fixed example for now). */
export function GoalCard() {
  const done = 4;
  const total = 7;
  return (
    <section className="aw-panel" aria-labelledby="dash-goal">
      <h2 id="dash-goal">Your Current Goal</h2>
      <h3>7-Day Connection Challenge</h3>
      <p>Reach out to one friend, neighbour or family member every day for a week.</p>
      <ol className="aw-goal-days" aria-label={`${done} of ${total} days done`}>
        {Array.from({ length: total }, (_, i) => (
          <li key={i} className={i < done ? 'done' : undefined} aria-label={`Day ${i + 1}: ${i < done ? 'done' : 'to do'}`}>
            {i + 1}
          </li>
        ))}
      </ol>
      <Progress percent={57} aria-label="Challenge progress" strokeColor="#0b5d4b" format={(p) => <span style={{ color: '#1a1a1a' }}>{p}%</span>} />
      <p style={{ marginTop: 8 }}>{done} of {total} days done.</p>
      <p style={{ margin: 0 }}>
        Badge on the way: <span className="aw-badge">Consistency Champion</span>
      </p>
    </section>
  );
}
