import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8787';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [lang, viewport] of [['fr-FR', { width: 1366, height: 900 }], ['fr-FR', { width: 390, height: 844 }]]) {
const context = await browser.newContext({ viewport, locale: lang, timezoneId: 'Europe/Paris' });
const page = await context.newPage();
await page.goto(base + '/login');
await page.getByLabel(/e-mail/i).first().fill('coordinator@demo.binome.test');
await page.getByLabel(/mot de passe/i).first().fill('Binome-demo-2026!');
await page.getByRole('button', { name: /connexion|se connecter/i }).first().click();
await page.waitForTimeout(3000);
await page.goto(base + process.env.WALK_PATH);
await page.waitForTimeout(5000);
await page.screenshot({ path: `/tmp/shots/walk2-${viewport.width}.png`, fullPage: viewport.width > 400 });
await context.close();
}
await browser.close();
