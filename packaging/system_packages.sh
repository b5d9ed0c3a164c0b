#!/usr/bin/env bash
# The Debian packages a Linux bundle must carry (the libraries of Qt's X11 platform plugin): installed
# here when missing and this is a Debian-like machine we may change (root with apt-get); otherwise the
# build names the command to run.
set -euo pipefail
python="${1:-python3}"
command -v dpkg >/dev/null 2>&1 || exit 0
missing=()
for package in $("$python" packaging/build.py system-packages); do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing ${missing[*]} (carried in the bundle)"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
else
    echo "the bundle needs: apt-get install ${missing[*]}" >&2
fi
