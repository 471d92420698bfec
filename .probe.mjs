import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
const seen = [];
page.on('request', (r) => { if (/\.json/.test(r.url())) seen.push(r.url()); });
for (const h of ['#/media/..%2F..%2F', '#/media/..%2F..%2F..%2Fx%2Fevil']) {
  seen.length = 0;
  await page.goto('http://127.0.0.1:4199/kantstott/#/band');
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  await page.goto('http://127.0.0.1:4199/kantstott/' + h);
  await page.waitForTimeout(1500);
  console.log(h, JSON.stringify(seen));
}
await browser.close();
