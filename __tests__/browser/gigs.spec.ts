// The home page's gigs: no upcoming gigs with a booking link, and the past
// gigs list that is collapsed by default and unfolds (0.8 s) to seven gigs,
// newest first. Plus the social links.
import type { Locator, Page } from '@playwright/test';
import { expect, openRoute, test, transitionMs } from './fixtures';

/** The past gigs as a visitor reads them, newest first. */
const PAST_GIGS = [
  { date: '2024-05-25', dayMonth: '25 May', year: '2024', club: 'U Rezavé lopaty', town: 'Ostrava', country: 'Czech Republic' },
  { date: '2023-08-26', dayMonth: '26 Aug', year: '2023', club: 'Frostkällaren', town: 'Umeå', country: 'Sweden' },
  { date: '2023-03-18', dayMonth: '18 Mar', year: '2023', club: 'Sklep U Kolečka', town: 'Praha', country: 'Czech Republic' },
  { date: '2023-03-17', dayMonth: '17 Mar', year: '2023', club: 'Klub Rampa', town: 'Brno', country: 'Czech Republic' },
  { date: '2022-10-15', dayMonth: '15 Oct', year: '2022', club: 'Verkstan 9', town: 'Borås', country: 'Sweden' },
  { date: '2021-12-04', dayMonth: '4 Dec', year: '2021', club: 'Betongbunkern', town: 'Göteborg', country: 'Sweden' },
  { date: '2021-09-18', dayMonth: '18 Sep', year: '2021', club: 'Klubb Skrubbsår', town: 'Borås', country: 'Sweden' },
];
/** Event names are kept in the data but not shown. */
const EVENT_NAMES = ['Ocelový skate fest', 'Norrsken & Nollies', 'Punk pod mostem', 'VARM & KALL releasefest', 'Första Fallet'];

const toggle = (page: Page) => page.getByRole('button', { name: /^Past gigs/ });

async function pastGigsPanel(page: Page): Promise<Locator> {
  const id = await toggle(page).getAttribute('aria-controls');
  expect(id, 'Past gigs button has aria-controls').toBeTruthy();
  const panel = page.locator(`[id="${id}"]`);
  await expect(panel).toHaveCount(1);
  return panel;
}

/**
 * Listens for the panel's max-height transition; `finished()` resolves with how
 * long it ran (transitionrun → transitionend on the page's clock).
 */
async function watchHeightTransition(panel: Locator) {
  await panel.evaluate((element) => {
    const w = window as unknown as { __heightTransition?: Promise<number> };
    w.__heightTransition = new Promise((resolve) => {
      let start = performance.now();
      const onRun = (event: Event) => {
        if (event.target === element && (event as TransitionEvent).propertyName === 'max-height') start = event.timeStamp;
      };
      const onEnd = (event: Event) => {
        if (event.target !== element || (event as TransitionEvent).propertyName !== 'max-height') return;
        element.removeEventListener('transitionrun', onRun);
        element.removeEventListener('transitionend', onEnd);
        resolve(event.timeStamp - start);
      };
      element.addEventListener('transitionrun', onRun);
      element.addEventListener('transitionend', onEnd);
    });
  });
  return {
    finished: () =>
      panel.page().evaluate(() => (window as unknown as { __heightTransition: Promise<number> }).__heightTransition),
  };
}

async function expectCollapsed(page: Page, panel: Locator) {
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(PAST_GIGS[0]!.club, { exact: true })).toBeHidden();
  await expect(page.getByText(PAST_GIGS.at(-1)!.club, { exact: true })).toBeHidden();
  await expect(panel).toHaveCSS('max-height', '0px');
  await expect(panel).toHaveCSS('visibility', 'hidden');
  expect((await panel.boundingBox())?.height ?? 0).toBe(0);
}

async function expectExpandedList(page: Page, panel: Locator) {
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  const items = panel.getByRole('listitem');
  // Each gig reads date, year, club, then "town, country".
  await expect(items).toHaveText(
    PAST_GIGS.map((gig) => new RegExp(`^${gig.dayMonth}\\s*${gig.year}\\s*${gig.club}\\s*${gig.town}, ${gig.country}$`)),
  );
  await expect(items.first()).toBeVisible();
  await expect(items.last()).toBeVisible();
  await expect(items.first()).toContainText('25 May');
  await expect(items.first()).toContainText('Ostrava, Czech Republic');
  await expect(items.last()).toContainText('18 Sep');
  await expect(items.last()).toContainText('Borås, Sweden');
  // Newest first, whatever the content says.
  const dates = await panel.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
  expect(dates).toEqual(PAST_GIGS.map((gig) => gig.date));
  expect(dates).toEqual([...dates].sort().reverse());
  for (const name of EVENT_NAMES) await expect(panel).not.toContainText(name);
  // Nothing is cut off by the panel's height cap.
  const clipped = await panel.evaluate((element) => element.scrollHeight - element.clientHeight);
  expect(clipped, 'px of the list hidden below the panel').toBeLessThanOrEqual(0);
}

test('upcoming gigs: none booked, with a booking mail link; social links open in a new tab', async ({ page }) => {
  await openRoute(page, '#/', 'Home');
  await expect(page).toHaveTitle('Kantstött | Official site');
  await expect(page.getByRole('main').getByRole('img').first()).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming gigs' });
  await expect(upcoming).toBeVisible();
  await expect(upcoming).toContainText('No gigs booked');
  const book = upcoming.getByRole('link', { name: /^Book us/ });
  await expect(book).toBeVisible();
  await expect(book).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+$/);

  const follow = page.getByRole('region', { name: 'Follow Kantstött' });
  for (const platform of ['Facebook', 'Instagram', 'YouTube']) {
    const link = follow.getByRole('link', { name: new RegExp(`^${platform}`) });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    const rel = ((await link.getAttribute('rel')) ?? '').split(/\s+/);
    expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  }
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('past gigs: collapsed by default, unfold over 0.8 s to 7 gigs newest first, fold again', async ({ page }) => {
      await openRoute(page, '#/', 'Home');
      await expect(toggle(page)).toHaveAccessibleName('Past gigs (7)');
      const panel = await pastGigsPanel(page);
      await expectCollapsed(page, panel);

      const duration = await transitionMs(panel, 'max-height');
      expect(duration, 'past-gigs transition from the spec').toBe(800);

      const opening = await watchHeightTransition(panel);
      await toggle(page).click();
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
      const openedIn = await opening.finished();
      expect(openedIn).toBeGreaterThanOrEqual(duration * 0.9);
      expect(openedIn).toBeLessThan(duration * 1.5);
      await expectExpandedList(page, panel);

      const closing = await watchHeightTransition(panel);
      await toggle(page).click();
      const closedIn = await closing.finished();
      expect(closedIn).toBeGreaterThanOrEqual(duration * 0.9);
      expect(closedIn).toBeLessThan(duration * 1.5);
      await expectCollapsed(page, panel);
    });
  });
}

test('past gigs toggle with the keyboard: Enter opens, Space closes', async ({ page }) => {
  await openRoute(page, '#/', 'Home');
  const panel = await pastGigsPanel(page);
  await toggle(page).focus();
  await page.keyboard.press('Enter');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('U Rezavé lopaty', { exact: true })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expectCollapsed(page, panel);
  await page.keyboard.press('Space');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle(page)).toBeFocused();
});

test('with reduced motion past gigs open without a height animation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openRoute(page, '#/', 'Home');
  const panel = await pastGigsPanel(page);
  expect(await transitionMs(panel, 'max-height')).toBeLessThanOrEqual(1);
  await toggle(page).click();
  await expectExpandedList(page, panel);
});
