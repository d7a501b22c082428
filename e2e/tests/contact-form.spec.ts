import { expect, test, type Page } from '@playwright/test';
import { API_BASE_URL } from '../support/site-config';

/** The academy's address: the API's ACADEMY_EMAIL default, which the test run does not change. */
const ACADEMY_EMAIL = 'info@academy.test';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

async function openContactForm(page: Page) {
  await page.goto('/');
  // The prerendered form is inert until React takes the page over and replaces it (decision 0012).
  await expect(page.locator('#prerendered')).toHaveCount(0);
  const form = page
    .getByRole('main')
    .locator('form')
    .filter({ has: page.getByLabel('Message') });
  await form.scrollIntoViewIfNeeded();
  return {
    name: form.getByLabel('Name'),
    email: form.getByLabel('Email'),
    message: form.getByLabel('Message'),
    send: form.getByRole('button', { name: 'Send message' }),
    form,
  };
}

test.describe('the home page contact form', () => {
  test('sends the message, which arrives in the academy’s mailbox', async ({ page, request }) => {
    const marker = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const contact = await openContactForm(page);
    await contact.name.fill('Dana Bekova');
    await contact.email.fill('dana.bekova@example.test');
    await contact.message.fill(`Is the course open in the spring term? (${marker})`);
    await contact.send.click();

    await expect(contact.form.getByText('Thank you! Your message has been sent.')).toBeVisible();
    await expect(contact.message, 'a sent message clears the form').toHaveValue('');

    const outbox = await request.get(`${API_BASE_URL}/__dev/outbox`, { params: { to: ACADEMY_EMAIL } });
    expect(outbox.ok()).toBe(true);
    const mail = ((await outbox.json()) as OutboxMail[]).find((item) => item.text.includes(marker));
    expect(mail, 'the mail is in the dev outbox').toBeDefined();
    expect(mail?.subject).toBe('Contact form: message from Dana Bekova');
    expect(mail?.text).toContain('dana.bekova@example.test');
  });

  test('an address the API refuses is explained and nothing typed is lost', async ({ page }) => {
    const contact = await openContactForm(page);
    await contact.name.fill('Dana Bekova');
    await contact.email.fill('dana.bekova@');
    await contact.message.fill('A question that must survive a typo in the address.');
    await contact.send.click();

    await expect(contact.form.getByText('Enter a valid email address.')).toBeVisible();
    await expect(contact.name).toHaveValue('Dana Bekova');
    await expect(contact.email).toHaveValue('dana.bekova@');
    await expect(contact.message).toHaveValue('A question that must survive a typo in the address.');
    await expect(contact.form.getByText('Thank you! Your message has been sent.')).toHaveCount(0);
  });

  test('a server that fails keeps the message for another try', async ({ page }) => {
    // A proxy in front of a stopped API answers with its own HTML page.
    await page.route('**/courses/feedback/', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }),
    );
    const contact = await openContactForm(page);
    await contact.name.fill('Dana Bekova');
    await contact.email.fill('dana.bekova@example.test');
    await contact.message.fill('Sent while the server is down.');
    await contact.send.click();

    await expect(contact.form.getByRole('alert')).toHaveText('Feedback submission error');
    await expect(contact.message).toHaveValue('Sent while the server is down.');
    await expect(contact.send).toBeEnabled();
  });
});
