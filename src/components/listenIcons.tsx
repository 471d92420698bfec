// The streaming services' glyphs, for a release's listen links: a file of
// their own, so pages without those links do not carry them.
import type { ListenService } from '../content/releases';
import { common, type Icon, type IconProps, SpotifyIcon, YouTubeIcon } from './icons';

export function AppleMusicIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <rect x="2" y="2" width="20" height="20" rx="5" fill="currentColor" />
      <path d="M9.5 16.5V7.5l7-1.6v8.6" stroke="var(--paper, #fff)" strokeWidth="1.8" fill="none" />
      <circle cx="8" cy="16.6" r="2" fill="var(--paper, #fff)" />
      <circle cx="15" cy="14.6" r="2" fill="var(--paper, #fff)" />
    </svg>
  );
}

export function BandcampIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <path d="M8 6h14l-6 12H2z" fill="currentColor" />
    </svg>
  );
}

export function TidalIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <path d="M4 9l3-3 3 3-3 3zM10 9l3-3 3 3-3 3zM16 9l3-3 3 3-3 3zM10 15l3-3 3 3-3 3z" fill="currentColor" />
    </svg>
  );
}

export function DeezerIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <path d="M2 17h4v3H2zM7 14h4v6H7zM12 10h4v10h-4zM17 5h5v15h-5z" fill="currentColor" />
    </svg>
  );
}

export const listenIcons: Record<ListenService, Icon> = {
  Spotify: SpotifyIcon,
  'Apple Music': AppleMusicIcon,
  Bandcamp: BandcampIcon,
  YouTube: YouTubeIcon,
  Tidal: TidalIcon,
  Deezer: DeezerIcon,
};
