// The player's own glyphs: a file of their own, so only the player carries them.
import { common } from '../../components/icons';

export function PreviousIcon() {
  return (
    <svg {...common}>
      <path d="M5 5h2.6v14H5zM19.5 5v14L8.5 12z" fill="currentColor" />
    </svg>
  );
}

export function NextIcon() {
  return (
    <svg {...common}>
      <path d="M16.4 5H19v14h-2.6zM4.5 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}
