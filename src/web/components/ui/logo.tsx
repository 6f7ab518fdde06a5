export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" className="logo-mark">
      <rect x="6" y="4" width="40" height="54" rx="6" fill="#f5c542" transform="rotate(-8 26 31)" />
      <rect x="18" y="6" width="40" height="54" rx="6" fill="#1f6feb" />
      <circle cx="38" cy="33" r="11" fill="#fff" />
      <path d="M27 33h22" stroke="#0d1117" strokeWidth="3" />
      <circle cx="38" cy="33" r="4" fill="#0d1117" />
    </svg>
  );
}
