"""Layer 1: bytes to a JSON value, refusing anything that is not plain JSON.

Python's ``json`` module is lenient where a specification's input must not
be: it accepts NaN and Infinity, keeps the last of two equal keys, parses
integers of any length, and recurses as deep as the document goes. Each of
these would later surface as a wrong answer or a traceback, so they are
refused here, at ``$`` or at the offending object, before any schema runs.
"""

from __future__ import annotations

import codecs
import json
import os
import re
import sys
from typing import Any

from checker.errors import InputError

from ._limits import HUGE, MAX_BYTES, MAX_DEPTH
from ._paths import JsonPath, format_path
from ._wording import escape, quote, show


class _Rejected(Exception):
    """Raised from inside the JSON parser's hooks, which cannot raise InputError
    themselves because they do not know the file's name."""


class _DuplicateKeys(dict):
    """An object that had a repeated key; never escapes this package.

    The parser hook only marks the object: the key's JSON path is known
    once :func:`check_tree` walks the document.
    """

    duplicate: str = ""


def _object(pairs: list[tuple[str, Any]]) -> dict:
    result = dict(pairs)
    if len(result) != len(pairs):
        seen: set[str] = set()
        result = _DuplicateKeys(result)
        for key, _ in pairs:
            if key in seen:
                result.duplicate = key
                break
            seen.add(key)
    return result


def _constant(name: str) -> Any:
    raise _Rejected(f"{name} is not valid JSON (numbers must be finite)")


def _integer(text: str) -> int:
    try:
        return int(text)
    except ValueError:  # longer than Python's int max str digits
        raise _Rejected(f"number out of range: a {len(text)}-digit integer") from None


def label(path: str | os.PathLike) -> str:
    """The file's name in messages; ``-`` is standard input.

    A name is printed as it is unless it holds characters that are not
    printable: a newline in a file name must not split the one-line message,
    and bytes that are not UTF-8 (which Python carries as lone surrogates)
    could not be written to a strict UTF-8 stream; they become ``\\xNN``.
    """
    path = os.fspath(path)
    if path == "-":
        return "<stdin>"
    if isinstance(path, bytes):
        path = os.fsdecode(path)
    if path.isprintable():
        return path
    return "".join(
        f"\\x{ord(ch) - 0xDC00:02x}" if "\udc80" <= ch <= "\udcff" else escape(ch) for ch in path
    )


def _read_bytes(path: str, label: str) -> bytes:
    """At most ``MAX_BYTES + 1`` bytes: enough to tell a file is too large
    without reading all of it."""
    if path == "-":
        stream = getattr(sys.stdin, "buffer", sys.stdin)
        try:
            data = stream.read(MAX_BYTES + 1) if stream is not None else b""
        except (OSError, ValueError) as exc:
            raise InputError(label, "$", f"cannot read standard input: {exc}") from None
        if isinstance(data, str):
            data = data.encode("utf-8", "surrogatepass")
    else:
        try:
            with open(path, "rb") as handle:
                data = handle.read(MAX_BYTES + 1)
        except FileNotFoundError:
            raise InputError(label, "$", "file not found") from None
        except IsADirectoryError:
            raise InputError(label, "$", "is a directory, not a JSON file") from None
        except PermissionError:
            raise InputError(label, "$", "cannot read the file: permission denied") from None
        except OSError as exc:
            raise InputError(label, "$", f"cannot read the file: {exc.strerror or exc}") from None
        except ValueError:  # only from Python callers: argv cannot hold a NUL
            raise InputError(label, "$", "cannot read the file: the name contains a NUL character") from None
    if len(data) > MAX_BYTES:
        raise InputError(label, "$", f"file is too large: more than {MAX_BYTES // (1024 * 1024)} MB")
    return data


def _decode(data: bytes, label: str) -> str:
    """UTF-8 only (a BOM is tolerated), with the place of the first bad byte."""
    if data.startswith(codecs.BOM_UTF8):
        data = data[len(codecs.BOM_UTF8):]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        hint = ""
        if data[:2] in (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE):
            hint = " (the file looks like UTF-16; save it as UTF-8)"
        raise InputError(
            label,
            "$",
            f"not UTF-8 text: invalid byte 0x{data[exc.start]:02x} at line {line}, column {column}{hint}",
        ) from None


def check_tree(doc: Any, file: str) -> None:
    """Depth, duplicate keys, key types, printable numbers and valid Unicode,
    without recursion.

    Also run on documents that did not come from :func:`load_json` (the
    ``*_from_json`` functions take parsed values), since a Python caller can
    build what the parser would have refused.
    """
    stack: list[tuple[Any, int, JsonPath]] = [(doc, 1, ())]
    while stack:
        value, depth, path = stack.pop()
        if isinstance(value, dict):
            if depth > MAX_DEPTH:
                raise InputError(file, format_path(path), f"nested deeper than {MAX_DEPTH} levels")
            if isinstance(value, _DuplicateKeys):
                raise InputError(file, format_path(path), f"duplicate key {quote(value.duplicate)} in one object")
            for key, item in value.items():
                if not isinstance(key, str):
                    raise InputError(file, format_path(path), f"object keys must be strings, got {show(key)}")
                _check_scalar(key, path + (key,), file)
                if isinstance(item, (dict, list)):
                    stack.append((item, depth + 1, path + (key,)))
                else:
                    _check_scalar(item, path + (key,), file)
        elif isinstance(value, list):
            if depth > MAX_DEPTH:
                raise InputError(file, format_path(path), f"nested deeper than {MAX_DEPTH} levels")
            for index, item in enumerate(value):
                if isinstance(item, (dict, list)):
                    stack.append((item, depth + 1, path + (index,)))
                else:
                    _check_scalar(item, path + (index,), file)
        else:
            _check_scalar(value, path, file)


_SURROGATE = re.compile("[\ud800-\udfff]")


def _check_scalar(value: Any, path: JsonPath, file: str) -> None:
    """Integers Python can print, and strings that are Unicode.

    JSON's ``\\ud800`` escape without its pair parses to a lone surrogate,
    which no UTF-8 output can hold: left in, a player so named would crash
    the first print of the outcomes.
    """
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= HUGE:
        raise InputError(file, format_path(path), "number out of range")
    if isinstance(value, str) and not value.isascii():
        found = _SURROGATE.search(value)
        if found:
            raise InputError(
                file,
                format_path(path),
                f"not valid Unicode: a lone surrogate {escape(found.group())} (a \\u escape without its pair)",
            )


def load_json(path: str | os.PathLike) -> Any:
    """Parse the JSON file at ``path`` (``"-"``: standard input, named ``<stdin>``).

    Raises :class:`InputError` at ``$`` for a missing or unreadable file, more
    than 5 MB, bytes that are not UTF-8, invalid JSON (with line and column),
    NaN/Infinity, or nesting deeper than 64 levels; and at the object's path
    for a key repeated within one object.
    """
    path = os.fspath(path)
    name = label(path)
    return parse_json_text(_decode(_read_bytes(path, name), name), name)


def parse_json_text(text: str, name: str) -> Any:
    """Parse one JSON document held in ``text`` (named ``name`` in errors)
    as :func:`load_json` parses a file: the same refusals, as
    :class:`InputError`. ``rulespec conform`` reads engine answers with it."""
    if not text.strip():
        raise InputError(name, "$", "the file is empty: expected a JSON document")
    try:
        doc = json.loads(text, object_pairs_hook=_object, parse_constant=_constant, parse_int=_integer)
    except json.JSONDecodeError as exc:
        raise InputError(name, "$", f"invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}") from None
    except RecursionError:
        raise InputError(name, format_path(_deep_path(text)), f"nested deeper than {MAX_DEPTH} levels") from None
    except _Rejected as exc:
        raise InputError(name, "$", str(exc)) from None
    except ValueError as exc:  # anything else the parser refuses
        raise InputError(name, "$", f"invalid JSON: {exc}") from None
    check_tree(doc, name)
    return doc


def _deep_path(text: str) -> JsonPath:
    """The path of the first array or object of ``text`` nested deeper than
    ``MAX_DEPTH``, read off the characters (without recursion) for a
    document too deep for the parser itself, which says only that it is."""
    stack: list[list] = []  # per open array or object: [its bracket, the index or key of the child being read]
    i, end = 0, len(text)
    while i < end:
        char = text[i]
        if char == '"':
            j = i + 1
            while j < end and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            after = text[j + 1 :].lstrip()[:1]
            if stack and stack[-1][0] == "{" and after == ":":
                stack[-1][1] = json.loads(text[i : j + 1])
            i = j + 1
            continue
        if char in "[{":
            if len(stack) >= MAX_DEPTH:
                return tuple(entry[1] for entry in stack)
            stack.append([char, 0 if char == "[" else ""])
        elif char in "]}" and stack:
            stack.pop()
        elif char == "," and stack and stack[-1][0] == "[":
            stack[-1][1] += 1
        i += 1
    return ()
