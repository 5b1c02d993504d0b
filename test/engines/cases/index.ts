// The cross-engine checks, in the order every engine runs them (test/setup/engineSuite.ts runs them,
// test/engines/firefox.test.ts and webkit.test.ts choose the engine). This folder holds no test files of its
// own: `uvu test/engines firefox` picks the runner by its file name.
import type { EngineCheck } from '../../setup/engineSuite';
import { BOOKING } from './booking';
import { SITE } from './site';
import { STYLES } from './styles';

export const CASES: readonly EngineCheck[] = [...SITE, STYLES, BOOKING];
