#!/usr/bin/env bash
# The FTP and SFTP servers the publish tests start on 127.0.0.1
# (__tests__/support/realServers.js): Debian's or Ubuntu's vsftpd, pure-ftpd,
# proftpd and OpenSSH's sshd. vsftpd and pure-ftpd conflict as installed
# packages, so each package is unpacked (not installed) side by side into
# node_modules/.cache/test-servers, and only the libraries they link to are
# installed. Nothing is started or enabled here: the tests start each server
# with a config file of their own. Run by .ci/run and the GitHub workflows;
# as root, or with sudo.
#
#   bash tools/install-test-servers.sh
set -euo pipefail
cd "$(dirname "$0")/.."

# proftpd-mod-crypto holds ProFTPD's mod_tls.
packages=(vsftpd pure-ftpd proftpd-core proftpd-mod-crypto openssh-server)
dest=node_modules/.cache/test-servers
sudo=()
[ "$(id -u)" -eq 0 ] || sudo=(sudo)
export DEBIAN_FRONTEND=noninteractive

download=$(mktemp -d)
trap 'rm -rf "$download"' EXIT
# As root, apt downloads as its own user, which must be able to write here.
if [ "$(id -u)" -eq 0 ] && id _apt >/dev/null 2>&1; then chown _apt "$download"; fi
if ! (cd "$download" && apt-get download -qq "${packages[@]}" 2>/dev/null); then
  "${sudo[@]}" apt-get update -qq
  (cd "$download" && apt-get download -qq "${packages[@]}")
fi

# The shared libraries each one links to (and PAM's modules, for the logins),
# from the packages' own Depends: the first of each set of alternatives, without versions.
libraries=$(for deb in "$download"/*.deb; do dpkg-deb -f "$deb" Depends; done |
  tr ',' '\n' | sed -E 's/\|.*//; s/\(.*\)//; s/[[:space:]]//g' | grep -E '^lib' | sort -u)
# shellcheck disable=SC2086 # one package a word
install_libraries() { "${sudo[@]}" apt-get install -y -qq --no-install-recommends $libraries >/dev/null; }
# Package lists older than the mirror's: read them again, once.
install_libraries || { "${sudo[@]}" apt-get update -qq && install_libraries; }

# sshd's privilege separation user, as its package would add it.
id sshd >/dev/null 2>&1 ||
  "${sudo[@]}" useradd --system --no-create-home --home-dir /run/sshd --shell /usr/sbin/nologin sshd

rm -rf "$dest"
mkdir -p "$dest"
for deb in "$download"/*.deb; do dpkg-deb -x "$deb" "$dest"; done
for program in vsftpd pure-ftpd proftpd sshd; do
  if ldd "$dest/usr/sbin/$program" | grep 'not found' >&2; then
    echo "install-test-servers: $dest/usr/sbin/$program lacks a library (above)" >&2
    exit 1
  fi
done
echo "install-test-servers: ${packages[*]} unpacked into $dest"
