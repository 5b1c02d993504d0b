import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { emptyData } from '../../src/build/budget';
import { withExtras } from '../fixtures/siteExtras';

const empty = suite('emptyData');

empty('keeps the band’s shape with empty texts, and drops every list, the media and issue 47’s texts and press kit', () => {
  const data = emptyData(withExtras());
  assert.equal(Object.keys(data).sort(), ['band', 'bookedDays', 'gigs', 'songs']);
  assert.equal([data.gigs, data.bookedDays, data.songs], [[], [], []]);
  assert.is(data.band.name, '');
  for (const field of ['testimonials', 'references', 'faq', 'lineups', 'press', 'pressKit', 'media'] as const)
    assert.is(data[field], undefined, field);
});

empty.run();
