#!/bin/sh
# Installs Playfront on nginx, and deploys each new version the same way: the build into the web
# root (in an order that never breaks a player's open page), the site config and the security
# headers with this host's settings. Run from the repository after `npm run build`, as a user who
# may write to nginx's folders:
#
#   deploy/install.sh dist
#
# Settings (environment variables; the defaults are Debian's nginx layout). Only these are
# substituted into deploy/nginx.conf, deploy/security-headers.conf and deploy/error-pages.conf;
# change anything else in those files before running this.
#   DEPLOY_SERVER_NAMES the site's host names, every tenant's, space-separated (required),
#                      e.g. "classic.example.com elec.example.com": plain HTTP redirects these only
#   DEPLOY_WEB_ROOT    where nginx serves the app from              /usr/share/nginx/html
#   DEPLOY_NGINX_DIR   nginx's configuration folder                 /etc/nginx
#   DEPLOY_CERT        TLS certificate chain (PEM), every host name /etc/ssl/playfront/fullchain.pem
#   DEPLOY_KEY         its private key (PEM)                        /etc/ssl/playfront/privkey.pem
#   DEPLOY_HTTPS_PORT  HTTPS port                                   443
#   DEPLOY_HTTP_PORT   plain HTTP port (only redirects to HTTPS)    80
#   DEPLOY_PLATFORM    the platform's addresses behind nginx,       127.0.0.1:8080
#                      space-separated (several processes need PostgreSQL), e.g.
#                      "127.0.0.1:8080 127.0.0.1:8081"
#   DEPLOY_API_ORIGIN  the API's origin when it is not this site's /api, e.g. https://api.example.com:
#                      set as apiBase in runtime-config.json and allowed by the CSP's connect-src
set -eu

dist=${1:?usage: deploy/install.sh <build folder, e.g. dist>}
here=$(cd "$(dirname "$0")" && pwd)
web_root=${DEPLOY_WEB_ROOT:-/usr/share/nginx/html}
nginx_dir=${DEPLOY_NGINX_DIR:-/etc/nginx}
cert=${DEPLOY_CERT:-/etc/ssl/playfront/fullchain.pem}
key=${DEPLOY_KEY:-/etc/ssl/playfront/privkey.pem}
https_port=${DEPLOY_HTTPS_PORT:-443}
http_port=${DEPLOY_HTTP_PORT:-80}
platform=${DEPLOY_PLATFORM:-127.0.0.1:8080}
api_origin=${DEPLOY_API_ORIGIN:-}
server_names=${DEPLOY_SERVER_NAMES:-}

die() {
  echo "deploy/install.sh: $*" >&2
  exit 1
}

[ -f "$dist/index.html" ] && [ -f "$dist/sw.js" ] || die "$dist is not a build (no index.html or sw.js)"
# Values end up inside nginx's configuration: only plain paths, numbers and origins.
for path in "$web_root" "$nginx_dir" "$cert" "$key"; do
  case $path in /*) ;; *) die "not an absolute path: $path" ;; esac
  case $path in *[!A-Za-z0-9/._-]*) die "unexpected character in path: $path" ;; esac
done
for port in "$https_port" "$http_port"; do
  case $port in '' | *[!0-9]*) die "not a port: $port" ;; esac
done
[ -n "$platform" ] || die "DEPLOY_PLATFORM is empty"
for address in $platform; do
  case $address in *[!A-Za-z0-9.:_-]* | '') die "not a host:port: $address" ;; esac
done
[ -n "$server_names" ] || die "set DEPLOY_SERVER_NAMES to the site's host names, e.g. \"classic.example.com elec.example.com\""
for name in $server_names; do
  echo "$name" | grep -Eq '^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$' ||
    die "not a host name: $name"
done
if [ -n "$api_origin" ]; then
  echo "$api_origin" | grep -Eq '^https://[a-z0-9.-]+(:[0-9]{1,5})?$' ||
    die "DEPLOY_API_ORIGIN must be an https origin without a path, e.g. https://api.example.com"
fi

# Replaces an exact text of a shipped file, which must be there: a file edited without this
# script fails here instead of installing a half-substituted configuration.
subst() { # file, old text, new text
  grep -qF -- "$2" "$1" || die "$(basename "$1") no longer contains: $2"
  awk -v old="$2" -v new="$3" '{
    out = ""; rest = $0
    while ((i = index(rest, old)) > 0) { out = out substr(rest, 1, i - 1) new; rest = substr(rest, i + length(old)) }
    print out rest
  }' "$1" >"$1.subst" && mv -f "$1.subst" "$1"
}

# Writes a file next to its destination, then renames it: a request never reads half a file.
put() { # source, destination
  cp "$1" "$2.installing" && mv -f "$2.installing" "$2"
}

# Copies a folder's files, but no source map (they hand out the original source) and no dotfile.
copy_tree() { # source folder, destination folder
  mkdir -p "$2"
  (cd "$1" && find . -type f ! -name '*.map' ! -path '*/.*' | tar -cf - -T -) | (cd "$2" && tar -xf -)
}

# 1. The build. New hashed assets first, and old ones kept: pages still running the previous
# version load their lazy chunks from there. Then every other file, then the shell, and the
# service worker last, so that a new worker precaches only files that are already in place.
# runtime-config.json is the operator's: copied only on the first install.
mkdir -p "$web_root/assets"
copy_tree "$dist/assets" "$web_root/assets"
# A precompressed sibling (gzip_static) left by an earlier build would be served instead of the
# new file: removed where this build has none.
(cd "$web_root" && find . -path ./assets -prune -o \( -name '*.gz' -o -name '*.br' \) -print) |
  while read -r sibling; do
    if [ -f "$dist/${sibling%.*}" ] && [ ! -f "$dist/$sibling" ]; then rm -f "$web_root/$sibling"; fi
  done
for file in "$dist"/*; do
  name=${file##*/}
  case $name in
    assets | index.html* | sw.js* | runtime-config.json | *.map) ;;
    *) if [ -d "$file" ]; then copy_tree "$file" "$web_root/$name"; else put "$file" "$web_root/$name"; fi ;;
  esac
done
for file in "$dist"/index.html?* "$dist/index.html" "$dist"/sw.js?* "$dist/sw.js"; do
  case $file in *.map) continue ;; esac
  if [ -f "$file" ]; then put "$file" "$web_root/${file##*/}"; fi
done
# Source maps an older install left behind go too.
find "$web_root" -type f -name '*.map' -exec rm -f {} +
[ -f "$web_root/runtime-config.json" ] || put "$dist/runtime-config.json" "$web_root/runtime-config.json"

# 2. The site config and the security headers, with this host's settings.
mkdir -p "$nginx_dir/conf.d" "$nginx_dir/snippets"
conf=$nginx_dir/conf.d/playfront.conf
headers=$nginx_dir/snippets/security-headers.conf
errors=$nginx_dir/snippets/error-pages.conf
cp "$here/nginx.conf" "$conf.installing"
cp "$here/security-headers.conf" "$headers.installing"
cp "$here/error-pages.conf" "$errors.installing"
subst "$conf.installing" "root /usr/share/nginx/html;" "root $web_root;"
subst "$conf.installing" "include /etc/nginx/snippets/" "include $nginx_dir/snippets/"
subst "$errors.installing" "include /etc/nginx/snippets/" "include $nginx_dir/snippets/"
subst "$conf.installing" "server_name playfront.example.com;" "server_name $(echo $server_names);"
subst "$conf.installing" "ssl_certificate     /etc/ssl/playfront/fullchain.pem;" "ssl_certificate     $cert;"
subst "$conf.installing" "ssl_certificate_key /etc/ssl/playfront/privkey.pem;" "ssl_certificate_key $key;"
subst "$conf.installing" "listen 443 ssl http2;" "listen $https_port ssl http2;"
subst "$conf.installing" "listen [::]:443 ssl http2;" "listen [::]:$https_port ssl http2;"
subst "$conf.installing" "listen 80;" "listen $http_port;"
subst "$conf.installing" "listen [::]:80;" "listen [::]:$http_port;"
# The shipped upstream's two lines become one a platform process (awk reads \n in the new text
# as a line break).
second="    server 127.0.0.1:8081;"
grep -qxF -- "$second" "$conf.installing" || die "nginx.conf no longer contains: $second"
grep -vxF -- "$second" "$conf.installing" >"$conf.installing.subst" && mv -f "$conf.installing.subst" "$conf.installing"
servers=
for address in $platform; do servers="${servers:+$servers\\n    }server $address;"; done
subst "$conf.installing" "server 127.0.0.1:8080;" "$servers"
if [ "$https_port" != 443 ]; then
  subst "$conf.installing" 'return 301 https://$host$request_uri;' "return 301 https://\$host:$https_port\$request_uri;"
fi
if [ -n "$api_origin" ]; then
  # The API and its chat websocket at another origin: the page may connect there, and the app
  # is told where it is.
  ws_origin=wss://${api_origin#https://}
  subst "$headers.installing" "connect-src 'self';" "connect-src 'self' $api_origin $ws_origin;"
  sed -E "s|\"apiBase\": *\"[^\"]*\"|\"apiBase\": \"$api_origin\"|" "$web_root/runtime-config.json" >"$web_root/runtime-config.json.installing"
  grep -qF "\"apiBase\": \"$api_origin\"" "$web_root/runtime-config.json.installing" || die "runtime-config.json has no apiBase"
  mv -f "$web_root/runtime-config.json.installing" "$web_root/runtime-config.json"
fi
mv -f "$errors.installing" "$errors"
mv -f "$conf.installing" "$conf"
mv -f "$headers.installing" "$headers"
echo "Installed $dist into $web_root and the site into $conf; now: nginx -t && nginx -s reload"
