#!/bin/sh
# ./manage.sh run   installs everything and serves the app on every interface (port 8000;
#                   --https: also HTTPS on 8443, with the table's own certificate authority)
# ./manage.sh test  installs everything and runs the whole test suite (browser tests included)
# ./manage.sh bench starts the real server on loopback and measures it (--write: BENCHMARKS.md)
# ./manage.sh translations  extracts the texts, updates the es/fr catalogues, compiles them
# ./manage.sh fits  fits every aid's sheets to their page again (printables/fits.json)
set -eu
cd "$(dirname "$0")"

apt_install() {  # installs the Debian packages that are missing
  missing=""
  for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing="$missing $pkg"; done
  [ -z "$missing" ] && return 0
  command -v apt-get >/dev/null 2>&1 || { echo "Please install:$missing" >&2; return 0; }
  sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing
}

python_env() {  # .venv with the project and the extras named in $1
  if [ ! -x .venv/bin/companion ]; then
    echo "First start: installing companion and what it needs into .venv/ (about 350 MB, once;" \
         "a few minutes). Later starts take seconds." >&2
  fi
  # A venv made before python3-venv was installed has no pip: make it again then.
  if [ ! -x .venv/bin/pip ]; then
    python3 -m venv --clear .venv 2>/dev/null || { apt_install python3-venv; python3 -m venv --clear .venv; }
  fi
  .venv/bin/python -m pip install -q --disable-pip-version-check -e ".$1"
}

# WeasyPrint draws PDFs with Pango and needs a font.
PDF_LIBS="libpango-1.0-0 libpangoft2-1.0-0 fonts-dejavu-core"

case "${1:-}" in
  run)
    shift
    apt_install $PDF_LIBS
    python_env ""
    exec .venv/bin/python -m companion "$@"
    ;;
  test)
    shift
    # pdftotext: the tests read the PDFs back; certutil (libnss3-tools): the field tests'
    # browser trusts the table's certificate authority as a phone's one-time step does
    apt_install $PDF_LIBS chromium poppler-utils libnss3-tools
    python_env "[test]"
    exec .venv/bin/python -m pytest "$@"
    ;;
  bench)
    shift
    apt_install $PDF_LIBS
    python_env ""
    exec .venv/bin/python benchmarks/bench.py "$@"
    ;;
  fits)
    # after a change to an aid's text: the fits a new server starts with (printables/fits.json)
    apt_install $PDF_LIBS
    python_env ""
    exec .venv/bin/python -c "from companion import create_app; from companion.web import printables
app = create_app()
with app.test_request_context('/'):
    print(printables.write_shipped_fits(), 'sheet fits written to', printables.shipped_fits_file())"
    ;;
  translations)
    python_env ""
    catalogues=companion/translations
    .venv/bin/pybabel extract -F babel.cfg -k Msg -k Plural:1,2 -k refuse:3 -k _ -c Translators: \
      -k gettext -k ngettext:1,2 --no-location --sort-output -o "$catalogues/messages.pot" .
    for lang in es fr; do
      if [ -f "$catalogues/$lang/LC_MESSAGES/messages.po" ]; then
        .venv/bin/pybabel update --no-fuzzy-matching --ignore-obsolete -i "$catalogues/messages.pot" \
          -d "$catalogues" -l "$lang"
      else
        .venv/bin/pybabel init -i "$catalogues/messages.pot" -d "$catalogues" -l "$lang"
      fi
    done
    .venv/bin/pybabel compile -d "$catalogues"
    ;;
  *)
    echo "usage: ./manage.sh run | test | bench [--write] | translations | fits" >&2
    exit 2
    ;;
esac
