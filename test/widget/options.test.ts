// How a widget's options are read: data attributes, mount() options, defaults, warnings.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { must } from '../setup/must';
import { DEFAULTS } from '../../src/domain/options';
import { describeElement, resolveOptions, type MountOptions } from '../../src/widget/options';

/** An element with the given attributes, and the options and warnings resolveOptions gives for it. */
function resolve(attributes: Record<string, string>, given?: MountOptions) {
  const el = document.createElement('div');
  el.id = 'w';
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  const warnings: string[] = [];
  const options = resolveOptions(el, given, (message) => warnings.push(message));
  return { options, warnings };
}

const read = suite('resolveOptions');

read('uses the defaults when nothing is set', () => {
  assert.equal(resolve({}).options, DEFAULTS);
  assert.equal(DEFAULTS, { view: 'app', show: 'upcoming', limit: null, theme: 'inherit', place: null, headings: 'show', private: 'show' });
  assert.equal(resolve({ 'data-band-widget': '' }).warnings, []);
});

read('reads every valid attribute value', () => {
  for (const [attributes, expected] of [
    [{ 'data-band-widget': 'gigs' }, { view: 'gigs' }],
    [{ 'data-band-widget': 'app' }, { view: 'app' }],
    [{ 'data-show': 'past' }, { show: 'past' }],
    [{ 'data-show': 'all' }, { show: 'all' }],
    [{ 'data-limit': '5' }, { limit: 5 }],
    [{ 'data-limit': ' 12 ' }, { limit: 12 }],
    [{ 'data-theme': 'dark' }, { theme: 'dark' }],
    [{ 'data-theme': 'light' }, { theme: 'light' }],
    [{ 'data-place': 'Kassel' }, { place: 'Kassel' }],
    [{ 'data-place': '  Kulturbahnhof, Kassel ' }, { place: 'Kulturbahnhof, Kassel' }],
    [{ 'data-headings': 'none' }, { headings: 'none' }],
    [{ 'data-headings': 'show' }, { headings: 'show' }],
    [{ 'data-private': 'hide' }, { private: 'hide' }],
    [{ 'data-private': 'show' }, { private: 'show' }],
  ] as [Record<string, string>, Partial<MountOptions>][]) {
    const { options, warnings } = resolve(attributes);
    assert.equal(options, { ...DEFAULTS, ...expected }, JSON.stringify(attributes));
    assert.equal(warnings, []);
  }
});

read('warns once per invalid attribute, naming element, attribute and value, and keeps the default', () => {
  for (const [attribute, value] of [
    ['data-band-widget', 'calendar'],
    ['data-limit', 'abc'],
    ['data-limit', '-3'],
    ['data-limit', '0'],
    ['data-limit', '2.5'],
    ['data-limit', '1e3'],
    ['data-limit', ''],
    ['data-show', 'soon'],
    ['data-show', 'ALL'],
    ['data-theme', 'neon'],
    ['data-place', ''],
    ['data-place', '   '],
    ['data-place', 'x'.repeat(61)],
    ['data-headings', 'off'],
    ['data-headings', 'None'],
    ['data-headings', ''],
    ['data-private', 'hidden'],
    ['data-private', 'no'],
  ] as const) {
    const { options, warnings } = resolve({ 'data-band-widget': 'gigs', [attribute]: value });
    assert.is(warnings.length, 1, `${attribute}=${value}`);
    const warning = must(warnings[0], `the warning about ${attribute}`);
    assert.match(warning, '<div id="w">');
    assert.match(warning, `${attribute}=${JSON.stringify(value)}`);
    assert.equal(options, { ...DEFAULTS, view: attribute === 'data-band-widget' ? 'app' : 'gigs' });
  }
});

read('mount() options win over attributes and are checked the same way', () => {
  assert.equal(resolve({ 'data-limit': '3', 'data-theme': 'dark' }, { limit: 7, view: 'gigs' }).options, {
    view: 'gigs',
    show: 'upcoming',
    limit: 7,
    theme: 'dark',
    place: null,
    headings: 'show',
    private: 'show',
  });
  const { options, warnings } = resolve({ 'data-limit': '3' }, { limit: 0, show: 'later' as never });
  assert.equal(options, { ...DEFAULTS, limit: 3 });
  assert.equal(warnings.length, 2);
  assert.match(must(warnings[0], 'the warning about show'), 'option show="later"');
  assert.match(must(warnings[1], 'the warning about limit'), 'option limit=0');
  assert.is(resolve({}, { limit: 2.5 }).warnings.length, 1);
  assert.is(resolve({}, null as never).warnings.length, 0);
  assert.equal(resolve({ 'data-place': 'Kassel' }, { place: 'Baunatal' }).options.place, 'Baunatal');
  assert.match(must(resolve({}, { place: 42 as never }).warnings[0], 'the warning'), 'option place=42');
  assert.equal(resolve({ 'data-headings': 'none', 'data-private': 'show' }, { private: 'hide' }).options, {
    ...DEFAULTS,
    headings: 'none',
    private: 'hide',
  });
  assert.match(must(resolve({}, { headings: false as never }).warnings[0], 'the warning'), 'option headings=false');
  assert.match(must(resolve({}, { private: 'yes' as never }).warnings[0], 'the warning'), 'option private="yes"');
});

read('describes elements by tag and id', () => {
  assert.is(describeElement(document.createElement('section')), '<section>');
  const el = document.createElement('div');
  el.id = 'termine';
  assert.is(describeElement(el), '<div id="termine">');
});

read.run();
