import './grading.css';

export function BetaBadge() {
  return <span className="grading-beta">Beta</span>;
}
