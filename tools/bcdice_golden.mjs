// Rolls each case of tools/bcdice_golden_cases.json through BCDice's game system SRS with the dice
// fixed, and prints the golden table (JSON) on stdout. Run it through tools/bcdice_golden.py, which
// installs the pinned npm package into a temporary folder and passes that folder as the argument.
//
//   node tools/bcdice_golden.mjs NODE_MODULES_PARENT CASES.json > tests/rules/data/bcdice_srs.json

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const [prefix, casesPath] = process.argv.slice(2);
const require = createRequire(path.join(path.resolve(prefix), 'node_modules', '.'));
const { DynamicLoader, Version } = require('bcdice');

// What Udonarium and CCFolia do before they pass a chat line on: full-width ASCII (U+FF01–U+FF5E)
// becomes ASCII, and the ideographic space a plain space.
function halfWidth(text) {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ');
}

function verdictOf(result) {
  if (result.critical) return 'critical';
  if (result.fumble) return 'fumble';
  if (result.success) return 'success';
  if (result.failure) return 'failure';
  return null;
}

const VERDICT_WORDS = new Set(['成功', '失敗', '自動成功', '自動失敗']);

// The total of a sum or a check, or the count of a count of successes ("成功数2"); null for a list of dice.
function totalOf(text) {
  const parts = text.split(' ＞ ');
  const last = VERDICT_WORDS.has(parts[parts.length - 1]) ? parts[parts.length - 2] : parts[parts.length - 1];
  const number = /^(?:成功数)?(-?\d+)$/.exec(last);
  return number ? Number(number[1]) : null;
}

class OutOfDice extends Error {}

async function main() {
  const SRS = await new DynamicLoader().dynamicLoad('SRS');
  const cases = JSON.parse(readFileSync(casesPath, 'utf8'));
  const rows = [];
  for (const { command, dice } of cases) {
    const sent = halfWidth(command);
    const game = new SRS(sent);
    const given = [...dice];
    const used = [];
    // The randomizer's one source of chance: Randomizer#random(sides) gives 1..sides.
    game.randomizer.$random = (sides) => {
      if (!given.length) throw new OutOfDice(`more than ${dice.length} dice`);
      const value = given.shift();
      if (value < 1 || value > sides) throw new OutOfDice(`${value} on a d${sides}`);
      used.push([value, sides]);
      return value;
    };
    // What the tool sends, where it differs from what was typed.
    const row = sent === command ? { command } : { command, sent };
    let result;
    try {
      result = game.eval();
    } catch (error) {
      // Too few dice given for the case, or BCDice itself failed (it does on an empty line): either
      // way no result, and the row says why.
      const failure = error instanceof OutOfDice ? error.message : `BCDice raised: ${error.message}`;
      rows.push({ ...row, dice: [], text: null, error: failure });
      continue;
    }
    if (result === null) {
      rows.push({ ...row, dice: [], text: null });
      continue;
    }
    rows.push({
      ...row,
      dice: used.map(([value]) => value),
      sides: used.map(([, sides]) => sides),
      text: result.text,
      total: totalOf(result.text),
      verdict: verdictOf(result),
      secret: result.secret,
    });
  }
  const { version } = require('bcdice/package.json');
  // The npm package's version, and the version of BCDice (Ruby) it was compiled from.
  const table = { package: version, bcdice: Version, game_system: 'SRS', rows };
  process.stdout.write(JSON.stringify(table, null, 1) + '\n');
}

await main();
