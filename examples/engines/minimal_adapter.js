#!/usr/bin/env node
// The smallest adapter for `rulespec conform` (docs/conformance.md), for Node.
// Replace play() with a call to your engine.
const readline = require("readline");

function play(scenario) { // your engine goes here: it moves each scorer's meeple
  const markers = JSON.parse(JSON.stringify(scenario.markers));
  for (const step of scenario.turn)
    for (const event of step.events || []) markers[event.player].meeple += event.points;
  return { markers, robbers: scenario.robbers, steals: [] };
}

function answer(request) {
  if (request.handshake) // say what you implement: conform skips the rest
    return { declaration: { name: "minimal", modules: ["robbers"],
                            editions: ["c3.1-2025"] } };
  if (Object.values(request.scenario.robbers).some((space) => space !== null))
    return { skipped: "robbers on the track: not implemented yet" };
  return play(request.scenario);
}

if (process.argv[2] === "--lines") { // conform --persistent: a request a line, id back
  readline.createInterface({ input: process.stdin }).on("line", (line) => {
    const request = JSON.parse(line);
    console.log(JSON.stringify({ ...answer(request), id: request.id }));
  });
} else { // one request on stdin, one answer on stdout
  let text = "";
  process.stdin.on("data", (chunk) => (text += chunk));
  process.stdin.on("end", () =>
    console.log(JSON.stringify(answer(JSON.parse(text)))));
}
