"""``rulespec suite-archive``: pack a conformance suite into one versioned,
self-describing, byte-reproducible file for engine authors in any language
(:mod:`checker.conformance.archive`)."""

from __future__ import annotations

from pathlib import Path

from checker.commands.common import UsageError, add_json_option, print_json
from checker.errors import InputError

HELP = "pack the conformance suite in DIR into one .tar.gz for engine authors: vectors, counts, schemas, protocol, README"


def add_parser(sub) -> None:
    parser = sub.add_parser(
        "suite-archive", help=HELP,
        description=HELP + ". The same suite packs into the same bytes. Exit 0 written, 2 bad usage.")
    parser.add_argument("suite", metavar="DIR", help="a suite written by 'rulespec oracle --out DIR'")
    parser.add_argument("--out", required=True, metavar="FILE", help="the archive to write (replaced atomically)")
    add_json_option(parser)
    parser.set_defaults(run=run)


def run(args) -> int:
    from checker.conformance.archive import write

    directory, out = Path(args.suite), Path(args.out)
    if not (directory / "index.json").is_file():
        raise UsageError(f"{directory}: not a conformance suite (no index.json; write one with 'rulespec oracle --out {directory}')")
    if out.is_dir():
        raise UsageError(f"--out {out}: is a directory; give a file name such as suite.tar.gz")
    try:
        written = write(directory, out)  # the suite verified against its index first
    except InputError:
        raise  # one line naming the file and the JSON path, exit 2
    except (OSError, ValueError, KeyError) as error:
        raise UsageError(f"{directory}: cannot pack the suite: {error}") from None
    if args.json:
        print_json(written)
    else:
        print(f"wrote {written['archive']}: {written['vectors']} vectors, {written['files']} files, "
              f"{written['bytes']:,} bytes, folder {written['folder']}, sha256 {written['sha256']}")
    return 0
