#!/usr/bin/env bash
# Build the JCloisterZone engine and rulespec's driver for it.
#
#   peers/jcloisterzone/build.sh                 # sources in ../shared/peers/jcloisterzone (from the project root)
#   peers/jcloisterzone/build.sh --source DIR    # sources in DIR (a checkout of github.com/farin/JCloisterZone)
#   peers/jcloisterzone/build.sh --git           # clone the pinned commit (needs network)
#
# The engine's runtime libraries come from Debian (apt-get install
# default-jdk-headless libvavr0-java libgoogle-gson-java libslf4j-java
# libspullara-cli-parser-java libsemver-java); GraalVM's polyglot, which only
# add-on tiles' scripted score modifiers use, is replaced by the two stand-in
# classes in stubs/. Output goes to peers/jcloisterzone/build/ (not committed):
# classes/, classpath (for java -cp) and engine.json (where the sources came
# from and their commit). Exit 2 with one line on stderr when something is
# missing.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
PINNED_REPO="https://github.com/farin/JCloisterZone.git"
PINNED_COMMIT="29a156154c75ad7bf5a3af6e2e5db3eaeb1af76a"
JARS="/usr/share/java"
NEEDED_JARS=(vavr-0.x gson slf4j-api slf4j-nop spullara-cli-parser java-semver)
OUT="$HERE/build"
SOURCE="$ROOT/../shared/peers/jcloisterzone"
CLONE=0

fail() { echo "build.sh: $*" >&2; exit 2; }

while [ $# -gt 0 ]; do
  case "$1" in
    --source) [ $# -ge 2 ] || fail "--source needs a directory"; SOURCE="$2"; shift 2 ;;
    --git) CLONE=1; shift ;;
    --out) [ $# -ge 2 ] || fail "--out needs a directory"; OUT="$2"; shift 2 ;;
    -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) fail "unknown argument $1 (see --help)" ;;
  esac
done

command -v javac >/dev/null || fail "javac not found: install a JDK (apt-get install default-jdk-headless)"
for jar in "${NEEDED_JARS[@]}"; do
  [ -f "$JARS/$jar.jar" ] || fail "$JARS/$jar.jar not found: apt-get install libvavr0-java libgoogle-gson-java libslf4j-java libspullara-cli-parser-java libsemver-java"
done

if [ "$CLONE" = 1 ]; then
  command -v git >/dev/null || fail "git not found"
  SOURCE="$OUT/jcloisterzone-src"
  rm -rf "$SOURCE"
  mkdir -p "$OUT"
  git clone --quiet "$PINNED_REPO" "$SOURCE" || fail "cannot clone $PINNED_REPO"
  git -C "$SOURCE" checkout --quiet "$PINNED_COMMIT" || fail "commit $PINNED_COMMIT not found in $PINNED_REPO"
fi

[ -d "$SOURCE/src/main/java/com/jcloisterzone" ] || fail "$SOURCE: no JCloisterZone sources (src/main/java/com/jcloisterzone)"
SOURCE="$(cd "$SOURCE" && pwd)"

# The commit the sources are at: git if it is a checkout, else the snapshot's note.
COMMIT=""
if git -C "$SOURCE" rev-parse --git-dir >/dev/null 2>&1 && [ "$(git -C "$SOURCE" rev-parse --show-toplevel)" = "$SOURCE" ]; then
  COMMIT="$(git -C "$SOURCE" rev-parse HEAD)"
elif [ -f "$SOURCE/SNAPSHOT.md" ]; then
  COMMIT="$(grep -oE '\b[0-9a-f]{40}\b' "$SOURCE/SNAPSHOT.md" | head -n 1 || true)"
fi

CLASSPATH_JARS=""
for jar in "${NEEDED_JARS[@]}"; do CLASSPATH_JARS="$CLASSPATH_JARS:$JARS/$jar.jar"; done
CLASSPATH_JARS="${CLASSPATH_JARS#:}"

rm -rf "$OUT/classes"
mkdir -p "$OUT/classes"
LIST="$OUT/sources.txt"
{
  find "$SOURCE/src/main/java" -name '*.java'
  find "$HERE/stubs" "$HERE/driver" -name '*.java'
} | sort > "$LIST"

javac -nowarn -encoding UTF-8 --release 17 -proc:none -cp "$CLASSPATH_JARS" -d "$OUT/classes" @"$LIST" 2> "$OUT/javac.log" \
  || { tail -n 20 "$OUT/javac.log" >&2; fail "javac failed (log: $OUT/javac.log)"; }
if [ -d "$SOURCE/src/main/config" ]; then
  cp "$SOURCE/src/main/config/"*.properties "$OUT/classes/" 2>/dev/null || true
fi

echo "$OUT/classes:$CLASSPATH_JARS" > "$OUT/classpath"
python3 - "$OUT/engine.json" "$SOURCE" "$COMMIT" <<'PY'
import json, sys
path, source, commit = sys.argv[1:]
with open(path, "w") as out:
    json.dump({"source": source, "commit": commit or None}, out, indent=2, sort_keys=True)
    out.write("\n")
PY
echo "built JCloisterZone ${COMMIT:0:7} from $SOURCE into $OUT"
