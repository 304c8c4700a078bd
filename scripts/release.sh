#!/bin/sh
# Usage: scripts/release.sh OUT
# The built server alone in OUT: what the Dockerfile's image holds and what .ci/run starts from
# outside a container, made by this one script in both. OUT gets the server's bundle and
# migrations, the built web app, the workspace manifests and the server's production packages
# only (no sources, no dev tools), and start.sh, which runs the server as `npm start` does.
set -eu
out=$1
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

[ -d node_modules ] || npm ci --no-audit --no-fund
node scripts/build.mjs --if-changed

rm -rf "$out"
mkdir -p "$out/apps/server" "$out/apps/web"
cp package.json package-lock.json "$out/"
# npm reads every workspace's manifest to install one of them.
for workspace in packages/domain apps/web e2e bench; do
  mkdir -p "$out/$workspace"
  cp "$workspace/package.json" "$out/$workspace/"
done
cp -r apps/server/package.json apps/server/dist apps/server/drizzle "$out/apps/server/"
cp -r apps/web/dist "$out/apps/web/"
(cd "$out" && npm ci --omit=dev --workspace=@spokes/server --no-audit --no-fund --ignore-scripts=false >/dev/null)
# The migrated empty database a first start on PGlite copies instead of running initdb.
if [ -d apps/server/node_modules/.cache/spokes-pglite ]; then
  mkdir -p "$out/apps/server/node_modules/.cache"
  cp -r apps/server/node_modules/.cache/spokes-pglite "$out/apps/server/node_modules/.cache/"
fi
start=$(node -p 'require("./apps/server/package.json").scripts.start')
cat > "$out/start.sh" <<START
#!/bin/sh
# The server's start script; exec, so that the server gets the signals (PID 1 in a container).
cd "\$(dirname "\$0")/apps/server" && exec $start
START
chmod +x "$out/start.sh"
echo "release in $out: $(du -sh "$out" | cut -f1)"
