// Small glyphs drawn for this site. Decorative: the link or button around
// each one carries the accessible name.
import type { Site } from '../content/site';

export interface IconProps {
  className?: string;
}

export const common = { viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false, width: 24, height: 24 } as const;

export function FacebookIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <rect x="2" y="2" width="20" height="20" rx="3" fill="currentColor" />
      <path d="M15.5 7.5h-2a2 2 0 0 0-2 2V22M9 13h6" stroke="var(--paper, #fff)" strokeWidth="2.6" fill="none" />
    </svg>
  );
}

export function InstagramIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <rect x="2.5" y="2.5" width="19" height="19" rx="5.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
      <circle cx="12" cy="12" r="4.3" fill="none" stroke="currentColor" strokeWidth="2.4" />
      <circle cx="17.6" cy="6.4" r="1.5" fill="currentColor" />
    </svg>
  );
}

export function YouTubeIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <rect x="1.5" y="4.5" width="21" height="15" rx="4" fill="currentColor" />
      <path d="M10 8.6v6.8l5.6-3.4z" fill="var(--paper, #fff)" />
    </svg>
  );
}

export function SpotifyIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <circle cx="12" cy="12" r="10.5" fill="currentColor" />
      <path
        d="M6.5 9.2c3.8-1.1 7.9-.8 11 1M7.2 12.6c3.1-.8 6.3-.5 8.9.9M8 15.8c2.3-.6 4.6-.4 6.6.7"
        stroke="var(--paper, #fff)"
        strokeWidth="1.8"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

export function PlayIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <path d="M7 4.5v15l12.5-7.5z" fill="currentColor" />
    </svg>
  );
}

export function PauseIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <path d="M6 4.5h4.2v15H6zM13.8 4.5H18v15h-4.2z" fill="currentColor" />
    </svg>
  );
}

export type Icon = (props: IconProps) => React.JSX.Element;

// The profiles' glyphs; the streaming services' are in listenIcons.tsx, so the home page's script carries only what it shows.
export const socialIcons: Record<Site['social'][number]['platform'], Icon> = {
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  YouTube: YouTubeIcon,
};
