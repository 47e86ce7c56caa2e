// StrykerJS 9's mocha runner (the last line that runs on Node 20) requires mocha's CLI helpers by
// extensionless paths (lib/cli/options, lib/cli/run-helpers); mocha 12 ships them as .cjs files.
// Letting require() try '.cjs' too makes those paths resolve; nothing else changes.
require.extensions['.cjs'] ??= require.extensions['.js'];
