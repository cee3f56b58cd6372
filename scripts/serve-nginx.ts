/**
 * Serves the production build with the shipped deploy/nginx.conf and a real nginx on 127.0.0.1,
 * the way production does (`npm run serve` is the Node preview server). Ctrl-C stops it.
 *
 *   npm run serve:nginx [-- --port 8080 --dir build]
 */
import {parseArgs} from 'node:util';
import {startNginx} from '../deploy/localNginx';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: '8080'},
    dir: {type: 'string', default: 'build'},
  },
});

void startNginx({root: values.dir, port: Number(values.port)}).then((nginx) => {
  console.log(
    `nginx serving ${values.dir} with deploy/nginx.conf at ${nginx.origin}/ (config and error.log in ${nginx.prefix})`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void nginx.stop().then(() => process.exit(0)));
  }
});
