import { join } from 'node:path';

/**
 * nginx in front of the API replicas: round robin; a request whose connection to one replica fails (refused, reset
 * before an answer, timed out connecting) is sent to the other, non-idempotent ones included as long as nothing was
 * sent (nginx's rule), so a killed replica costs only the requests it was answering.
 */
export function nginxConfig(dir, ports) {
  const servers = ports.apis.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n');
  const tmp = (name) => join(dir, 'nginx-tmp', name);
  return `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'logs/nginx-error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${tmp('body')};
  proxy_temp_path ${tmp('proxy')};
  fastcgi_temp_path ${tmp('fastcgi')};
  uwsgi_temp_path ${tmp('uwsgi')};
  scgi_temp_path ${tmp('scgi')};
  upstream api {
${servers}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${ports.proxy};
    client_max_body_size 12m;
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # One id for the proxy's request and the app's log lines (and the PDF job it queues).
      proxy_set_header X-Request-Id $request_id;
      proxy_connect_timeout 2s;
      proxy_read_timeout 90s;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
    }
  }
}
`;
}
