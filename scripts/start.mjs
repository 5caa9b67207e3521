// `npm start`: runs the media server on its embedded defaults (the web app must be built first).
import { spawn } from 'node:child_process';

const child = spawn('npm', ['run', 'mediaserver', '--', ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
