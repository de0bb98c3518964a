#!/usr/bin/env node
// Prints the first of COUNT free TCP ports in a row on 127.0.0.1, so a test stack runs beside anything else on the
// machine: below Linux's ephemeral range (32768 and up), so no outgoing connection takes one meanwhile.
//
//   read -r first < <(node deploy/free-ports.mjs 4)
import net from 'node:net';

const count = Number(process.argv[2] ?? 1);
const isFree = (port) =>
  new Promise((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
for (;;) {
  const first = 20000 + Math.floor(Math.random() * 12000);
  const ports = Array.from({ length: count }, (_, index) => first + index);
  if ((await Promise.all(ports.map(isFree))).every(Boolean)) {
    console.log(first);
    break;
  }
}
