import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
const base = process.argv[2] ?? 'http://127.0.0.1:4391/kantstott/';
const prefix = process.argv[3] ?? 'news';
for (const width of [375, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
  for (const [name, hash, lang] of [['home', '#/', ''], ['list', '#/news', ''], ['post', '#/news/nya-latar-i-replokalen', ''], ['post-en', '#/news/nya-latar-i-replokalen?lang=en', '']]) {
    await page.goto(`${base}${hash}`);
    await page.waitForTimeout(1500);
    if (name === 'home') await page.locator('#news-heading').scrollIntoViewIfNeeded().catch(() => {});
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/work/shots/${prefix}-${name}-${width}.png`, fullPage: name !== 'home' });
  }
  await page.close();
}
await browser.close();
