import { Logo } from '../ui/logo.tsx';
import './loading-screen.css';

export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <Logo size={72} />
      <div className="spinner" aria-hidden="true" />
      <p className="loading-screen__title">Loading the product...</p>
      <p className="loading-screen__subtitle">Preparing your collection experience</p>
    </div>
  );
}
