/** Where the money goes: the band's own checkouts (their hosts), never this site. */
export function PaymentNote({ checkouts }: { checkouts: readonly string[] }) {
  const hosts = [...new Set(checkouts)];
  return (
    <p>
      {hosts.length > 0 ? `Buying opens the band’s checkout (${hosts.join(', ')}) in a new tab: you pay there. ` : ''}
      This site has no cart, takes no payment and keeps nothing about you.
    </p>
  );
}
