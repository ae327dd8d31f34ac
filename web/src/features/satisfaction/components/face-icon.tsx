/** The mouth's bend per score, from a frown (0) to a broad smile (4). */
const BEND = [-5, -2.5, 0, 3, 6];

/** A face drawn for a score of the scale; decorative (the radio carries the words). */
export function FaceIcon({ score }: { score: number }) {
  const bend = BEND[score] ?? 0;
  const mouthY = 22 - bend / 2;
  return (
    <svg className="face-icon" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="14" className="face-icon__head" />
      <circle cx="11" cy="12.5" r="1.8" className="face-icon__feature" />
      <circle cx="21" cy="12.5" r="1.8" className="face-icon__feature" />
      <path d={`M 9.5 ${mouthY} Q 16 ${mouthY + bend} 22.5 ${mouthY}`} className="face-icon__mouth" />
    </svg>
  );
}
