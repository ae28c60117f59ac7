/** The floor: a raw `ws` server that sends every message straight back. Prints its port. */
import { WebSocketServer } from 'ws';

const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
wss.on('connection', (ws) => ws.on('message', (data) => ws.send(data)));
wss.on('listening', () => {
  const addr = wss.address();
  process.stdout.write(`${typeof addr === 'object' ? addr.port : addr}\n`);
});
process.on('SIGTERM', () => wss.close(() => process.exit(0)));
