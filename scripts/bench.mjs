#!/usr/bin/env node
/**
 * `npm run bench`: runs every scripts/bench/*.mjs in name order. Each prints its own figures;
 * nothing is asserted. A part exports `default async function run(context)`.
 * `npm run bench -- NAME` runs the parts whose file name contains NAME.
 */
/** @typedef {{root: string}} BenchContext  what every part's run() gets */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = resolve(process.cwd(), 'scripts/bench');
const only = process.argv[2];
const parts = readdirSync(dir)
  .filter((f) => f.endsWith('.mjs') && (!only || f.includes(only)))
  .sort();
for (const file of parts) {
  console.log(`\n=== ${file}`);
  const { default: run } = await import(pathToFileURL(resolve(dir, file)).href);
  await run({ root: process.cwd() });
}
