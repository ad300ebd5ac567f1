/** A plain progress bar (no antd-data group on the assessment pages): role=progressbar with its value. */
export function ProgressBar({ percent, color, label, height = 12 }: { percent: number; color: string; label: string; height?: number }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="lib-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-label={label} style={{ height }}>
      <div className="lib-progress-fill" style={{ width: `${value}%`, background: color }} />
    </div>
  );
}
