#!/bin/sh
# One-time set-up for running CapFence's MCP gateway in front of a desktop client's MCP servers:
# an issuer key pair, a token for the desktop assistant, and the sample Cedar policies.
# Then paste claude_desktop_config.json (in this folder) into the client's configuration,
# adjusting the paths.
set -eu
here="$(cd "$(dirname "$0")" && pwd)"

# The command: an installed `capfence` (global, or in this directory's node_modules), else the clone
# this script sits in.
if command -v capfence >/dev/null 2>&1; then
  capfence() { command capfence "$@"; }
elif [ -x node_modules/.bin/capfence ]; then
  capfence() { node_modules/.bin/capfence "$@"; }
else
  capfence() { npm run --silent --prefix "$here/../.." capfence -- "$@"; }
fi
dir="${CAPFENCE_HOME:-$HOME/.capfence}"
mkdir -p "$dir" && chmod 700 "$dir"

# The issuer key signs tokens; only its public half (the JWKS) is given to the gateway.
[ -f "$dir/issuer.json" ] || capfence keys generate --out "$dir/issuer.json" --jwks "$dir/issuer.jwks.json"

# What the assistant may do today: read, write and move files only under ~/Documents/notes,
# at most 200 calls, for 8 hours.
notes="$HOME/Documents/notes"
capfence token mint --key "$dir/issuer.json" --subject desktop-assistant \
  --scope read-only-retrieval,file-modify \
  --constraints '{"read-only-retrieval":{"path":{"prefixes":["'"$notes"'"]}},"file-modify":{"path":{"prefixes":["'"$notes"'"]}}}' \
  --ceilings '{"calls":200}' --ttl 28800 \
  --intent "Tidy up my notes folder and summarise what is in it." > "$dir/desktop.token"
chmod 600 "$dir/desktop.token"

cp "$here/../policies/default.cedar" "$dir/default.cedar"
echo "keys, token and policy are in $dir"
