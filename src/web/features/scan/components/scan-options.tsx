import type { ScanMode, ScanType } from '#core/scan/scan-result.schema.ts';

const TYPES: { value: ScanType; label: string }[] = [
  { value: 'cards', label: 'Cards' },
  { value: 'sealed', label: 'Sealed' },
];

const MODES: { value: ScanMode; label: string }[] = [
  { value: 'single', label: 'Single' },
  { value: 'multi', label: 'Multi (up to 10)' },
  { value: 'binder', label: 'Binder page (3x3)' },
];

export const MEMBER_BENEFIT_TEXT =
  'Scanning up to 10 cards or a binder page at once is a member benefit';

type Props = {
  scanType: ScanType;
  scanMode: ScanMode;
  isMember: boolean;
  disabled: boolean;
  showUpsell: boolean;
  onTypeChange: (type: ScanType) => void;
  onModeChange: (mode: ScanMode) => void;
  onLockedMode: () => void;
  onNavigate: (href: string) => void;
};

/** The Cards / Sealed toggle and, for cards, the Single / Multi / Binder page switch. */
export function ScanOptions(props: Props) {
  const { scanType, scanMode, isMember, disabled } = props;
  return (
    <div className="scan-options">
      <fieldset aria-label="What to scan" className="scan-toggle">
        {TYPES.map((type) => (
          <button
            key={type.value}
            type="button"
            aria-pressed={scanType === type.value}
            disabled={disabled}
            onClick={() => props.onTypeChange(type.value)}
          >
            {type.label}
          </button>
        ))}
      </fieldset>
      {scanType === 'cards' ? (
        <fieldset aria-label="Scan mode" className="scan-toggle">
          {MODES.map((mode) => {
            const isLocked = !isMember && mode.value !== 'single';
            return (
              <button
                key={mode.value}
                type="button"
                aria-pressed={scanMode === mode.value}
                disabled={disabled}
                data-locked={isLocked || undefined}
                onClick={() => (isLocked ? props.onLockedMode() : props.onModeChange(mode.value))}
              >
                {mode.label}
                {isLocked ? <span className="scan-toggle__lock"> · Members</span> : null}
              </button>
            );
          })}
        </fieldset>
      ) : null}
      {props.showUpsell && !isMember ? (
        <div className="scan-upsell" role="status">
          <p>{MEMBER_BENEFIT_TEXT}</p>
          <a
            href="/memberships"
            className="button"
            onClick={(event) => {
              event.preventDefault();
              props.onNavigate('/memberships');
            }}
          >
            See memberships
          </a>
        </div>
      ) : null}
    </div>
  );
}
