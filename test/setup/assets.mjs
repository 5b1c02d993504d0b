// Loads .css and .svg imports as text in Node, as the build does (src/build/textAssets.mjs).
import '../../src/build/textAssets.mjs';
