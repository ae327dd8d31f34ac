interface SegmentedChoiceProps<T extends string> {
  /** Already translated: names the group for screen readers. */
  label: string;
  options: readonly { value: T; label: string; className?: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** A few mutually exclusive choices as pressed / not pressed buttons in a named group. */
export function SegmentedChoice<T extends string>({
  label,
  options,
  value,
  onChange,
}: SegmentedChoiceProps<T>) {
  return (
    <div className="segmented-choice" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={['segmented-choice__option', option.className].filter(Boolean).join(' ')}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
