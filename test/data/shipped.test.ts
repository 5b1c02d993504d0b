// What the band's own data must satisfy, checked once by the same reading the build runs.
// Nothing here pins counts, years or placeholder values: the band changes all of them.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readData } from '../../src/data/readData';
import { band } from '../../src/data/band';
import { gigs } from '../../src/data/gigs';
import { songs } from '../../src/data/songs';

const shipped = suite('the shipped data');

shipped('passes the build’s reading: valid entries, unique gigs, at least one song', () => {
  const { data, problems } = readData({ band, gigs, songs });
  assert.equal(problems, []);
  assert.ok(data.songs.length >= 1);
});

shipped.run();
