#!/usr/bin/env bash
# Installs everything Stichprobe needs from Debian 12 packages (run as root).
set -euo pipefail
packages=(
  build-essential cmake pkg-config git
  libboost-program-options-dev libpugixml-dev catch2
  libimgui-dev libglfw3-dev libstb-dev libgl1-mesa-dri libgl-dev fonts-dejavu-core
  xvfb xauth libxml2-utils chromium
  clang libclang-rt-14-dev
  dpkg-dev man-db groff-base bsdextrautils zsh desktop-file-utils
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages are installed"
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "install-deps: missing ${missing[*]}; run as root (or install them yourself)" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}"
