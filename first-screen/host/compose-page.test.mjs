import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { after, test } from 'node:test';
import { audiences, createPageComposer } from './compose-page.mjs';

const { SCREEN_SLOT } = createRequire(import.meta.url)('../build/prerender.cjs');

const MANIFEST = 'http://teaching.test/mf-manifest.json';
const shellDist = mkdtempSync(path.join(tmpdir(), 'compose-page-'));
after(() => rmSync(shellDist, { recursive: true, force: true }));

writeFileSync(
  path.join(shellDist, 'index.html'),
  '<html><head><title>x</title></head><body><div id=root></div></body></html>',
);
writeFileSync(
  path.join(shellDist, 'prerender.json'),
  JSON.stringify({
    pages: {
      '/teaching/questions': {
        title: 'Questions | Academy',
        html: `<main>${SCREEN_SLOT}</main>`,
        location: '/teaching/questions',
        data: [],
        signedInData: ['/student/student/profile/'],
        access: 'instructor',
        accessData: ['/teaching/questions/'],
      },
    },
    visitor: { source: 'function start(facts) {}', facts: { roleAttribute: 'data-role' } },
  }),
);

/** The teaching remote's prerender.json as its build writes it: a screen for a remembered instructor only. */
function composer(screen) {
  return createPageComposer({
    shellDist,
    runtimeConfig: async () => ({ remotes: { mfe_teaching: MANIFEST } }),
    fetch: async (url) => {
      assert.equal(url, 'http://teaching.test/prerender.json');
      return new Response(
        JSON.stringify({ base: '/__remote_base__/', screens: { '/teaching/questions': screen } }),
      );
    },
    onError: (error) => assert.fail(error),
  });
}

test("a screen's audiences come the instructor's first, each marked, each only when written", () => {
  assert.equal(
    audiences({ html: '<p>out</p>', signedInHtml: '<p>in</p>', instructorHtml: '<h1>staff</h1>' }),
    '<div data-audience=instructor><h1>staff</h1></div>' +
      '<div data-audience=signed-in><p>in</p></div>' +
      '<div data-audience=signed-out><p>out</p></div>',
  );
  assert.equal(audiences({ html: '<p>out</p>' }), '<div data-audience=signed-out><p>out</p></div>');
  assert.equal(audiences(undefined), '');
});

test("an instructors' route is composed with its screen for a remembered instructor only", async () => {
  const { html } = await composer({
    instructorHtml: '<h1>Students’ questions</h1><img src="/__remote_base__/a.svg">',
    location: '/teaching/questions',
    styles: ['questions.css'],
  })('/teaching/questions');
  assert.match(
    html,
    /<div id=prerendered><main><div data-audience=instructor><h1>Students’ questions<\/h1><img src="http:\/\/teaching\.test\/a\.svg"><\/div><\/main>/,
  );
  assert.doesNotMatch(html, /data-audience=signed-(in|out)/);
  // Its styles are not linked for everyone: the visitor script links them for the role (nobody else
  // asks the staff remote for anything).
  assert.doesNotMatch(html, /<link rel=stylesheet href="http:\/\/teaching\.test/);
  assert.match(
    html,
    /"accessStyles":\[\{"href":"http:\/\/teaching\.test\/questions\.css","file":"questions\.css"\}\]/,
  );
});

test('a screen written for students too keeps its styles in the head', async () => {
  const { html } = await composer({
    signedInHtml: '<p>in</p>',
    instructorHtml: '<h1>Q</h1>',
    styles: ['questions.css'],
  })('/teaching/questions');
  assert.match(
    html,
    /<link rel=stylesheet href="http:\/\/teaching\.test\/questions\.css" data-href="questions\.css">/,
  );
  assert.match(html, /"accessStyles":\[\]/);
});

test("the visitor script is told the route's access and the calls it starts for that role only", async () => {
  const { html } = await composer({ instructorHtml: '<h1>Q</h1>' })('/teaching/questions');
  const call = /<script>\(function start\(facts\) \{\}\)\((.*?)\)<\/script>/.exec(html);
  assert.ok(call, 'the visitor script is placed before the markup');
  // At the end of the head, where a stylesheet it links for the role may still hold the first paint.
  assert.ok(html.indexOf(call[0]) < html.indexOf('</head>'), 'the visitor script ends the head');
  assert.deepEqual(JSON.parse(call[1]), {
    roleAttribute: 'data-role',
    data: [],
    signedInData: ['/student/student/profile/'],
    access: 'instructor',
    accessData: ['/teaching/questions/'],
    accessStyles: [],
  });
});

test('a remote that prerenders none of its screens leaves the slot empty', async () => {
  const { html } = await composer(undefined)('/teaching/questions');
  assert.match(html, /<div id=prerendered><main><\/main>/);
});
