/**
 * The yardstick of `npm run bench:api`: a bare node:http server with no routing, no auth and no
 * database that answers each path with the exact status, headers and body the API sent for it.
 *
 *   node bare-server.mjs <responses.json> <port>
 *
 * responses.json: [{ "path": "/courses/course/", "status": 200, "headers": ["name", "value", ...],
 * "body": "<base64>" }]. Prints "listening" once it accepts connections.
 */
import fs from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
const recorded = JSON.parse(fs.readFileSync(file, 'utf8'));
const responses = new Map(
  recorded.map((entry) => [entry.path, { ...entry, body: Buffer.from(entry.body, 'base64') }]),
);

const server = http.createServer((request, response) => {
  const recordedResponse = responses.get(request.url);
  if (recordedResponse === undefined) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(recordedResponse.status, recordedResponse.headers);
  response.end(recordedResponse.body);
});
server.keepAliveTimeout = 72_000;
server.listen(Number(port), '127.0.0.1', () => process.stdout.write('listening\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
