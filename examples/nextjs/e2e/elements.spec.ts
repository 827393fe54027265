import { expect, test, type Browser } from '@playwright/test';

// app/elements/page.tsx renders sui-react's elements from a server component, with no "use client"
// in its tree; app/plain/page.tsx is a page of the same app with no library element. The elements
// are server components: the first page must send exactly the JavaScript the second one sends.

/**
 * The JavaScript files a page's HTML names: its script tags, and the chunks of the client
 * components in the React Server Components payload inlined in it (what the browser loads to
 * hydrate them).
 */
function scriptsNamed(html: string): string[] {
  return [...new Set(html.match(/\/_next\/static\/[^"'\\\s]+\.js/g) ?? [])].sort();
}

/**
 * The scripts the browser loads for a page, in a fresh context (an empty cache) until the network is
 * idle, and every console error, warning and uncaught error meanwhile.
 */
async function scriptsLoaded(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const scripts = new Set<string>();
  const problems: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  // The kit's flag and emoji stylesheets draw Twemoji pictures from a CDN; this machine has no
  // outside network, so each gets an empty picture (they are images, not scripts).
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
  );
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  await context.close();
  return { scripts: [...scripts].sort(), problems, heading };
}

test('the elements page arrives as HTML with the elements’ classes', async ({ request }) => {
  const response = await request.get('/elements');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  for (const expected of [
    '<main class="ui container">',
    '<nav aria-label="Breadcrumb" class="ui breadcrumb"><a href="/" class="section">Home</a><i aria-hidden="true" class="right angle icon divider"></i><div aria-current="page" class="active section">Elements</div></nav>',
    '<div class="ui small two statistics"><div class="ui statistic"><div class="value">49</div><div class="label">Fruit in stock</div></div>',
    '<div class="ui small rectangle centered test ad" data-text="Your ad here"></div>',
    '<div class="ui two stackable cards"><a aria-labelledby="card-home" class="ui card" href="/"><div class="content"><div class="header" id="card-home">Orchard</div><div class="meta">Open daily</div></div><div class="extra content"><div class="ui label">Local</div></div></a>',
    '<div class="image"><img src="/icon.svg" alt=""/></div><div class="content"><div class="header">Boxes</div>',
    '<div class="ui divided items" role="list"><div role="listitem" class="item"><div class="ui mini image"><img src="/icon.svg" alt=""/></div><div class="content"><div class="header">Apples</div><div class="meta">12 in stock</div></div></div>',
    '<div class="middle aligned content"><div class="header">Mixed box</div><div class="description">A bit of everything</div></div>',
    '<h1 class="ui header"><i aria-hidden="true" class="leaf icon"></i><div class="content">Elements<div class="sub header">',
    '<div class="ui three column stackable grid"><div class="column"><div class="ui segment fruit"><h2 class="ui small header">Apples</h2>',
    '<div class="ui blue label"><i aria-hidden="true" class="box icon"></i>12</div>',
    '<i aria-hidden="true" class="truck grey icon"></i>',
    '<i aria-hidden="true" class="fr flag"></i>',
    '<button class="ui primary small button" type="button">Order</button>',
    '<img class="ui avatar image" src="/icon.svg" alt=""/>',
    '<div class="ui horizontal divider">Delivery</div>',
    '<div role="list" class="ui small steps">',
    'class="completed step"',
    'aria-current="step" class="active step"',
    '<div role="list" class="ui bulleted list"><div role="listitem" class="item">Washed</div>',
    '<span class="ui green text">In season</span>',
    'data-emoji="cherries"',
    '<div role="status" class="ui active inline small text loader">Checking stock</div>',
    '<div aria-hidden="true" class="ui placeholder"><div class="paragraph"><div class="line"></div>',
  ]) {
    expect(main).toContain(expected);
  }
  expect(main.match(/class="ui segment fruit"/g)).toHaveLength(3);
});

test('the elements add no JavaScript: the page names the same scripts as a page with no library element', async ({
  request,
}) => {
  const [elements, plain, order] = await Promise.all(
    ['/elements', '/plain', '/'].map(async (path) => scriptsNamed(await (await request.get(path)).text())),
  );
  expect(plain.length).toBeGreaterThan(0);
  expect(elements).toEqual(plain);
  // The comparison sees client components: the order page's Select, Datepicker… add chunks of their own.
  expect(order.filter((script) => !plain.includes(script)).length).toBeGreaterThan(0);
});

test('in the browser, the elements page loads the same scripts as the plain page, with no error', async ({
  browser,
  baseURL,
}) => {
  const plain = await scriptsLoaded(browser, baseURL, '/plain');
  const elements = await scriptsLoaded(browser, baseURL, '/elements');
  expect(plain.scripts.length).toBeGreaterThan(0);
  expect(elements.scripts).toEqual(plain.scripts);
  expect(elements.heading).toContain('Elements');
  expect([...plain.problems, ...elements.problems]).toEqual([]);
});
