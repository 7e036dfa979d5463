"""Files and folders the command line writes: all or nothing, one writer at a time.

A run killed while it writes (Ctrl-C, SIGTERM, the out-of-memory killer, a
full disk) must leave its target as it was or complete, never half new:
a conformance suite whose old index lies over new vectors passes an engine
on vectors it never read. So everything is written into a temporary file or
folder beside the target (same file system, hidden name
``.NAME.tmp-XXXX``) and renamed into place at the end; a folder is swapped
in one step (``renameat2(RENAME_EXCHANGE)`` on Linux, two renames and a
recovery on the next run elsewhere).

Several files replaced together (the catalogue's JSON and its Markdown) are
one unit: all are written and synced beside their targets, then a journal
(``.NAME.commit``, NAME the first target's) names the renames still to do;
its arrival is the commit. A writer killed before it leaves the old files, one
killed after it leaves the journal, and whoever comes next (the next writer
under the lock, or a reader through :func:`settle`) finishes the renames:
the old files or the new ones, never a mix (SQLite's journal, rolled forward).

Outputs get the mode any file gets from the umask (0644 and folders 0755
under the usual 022), not the 0600 of a temporary file.

A lock file beside the target (``.NAME.lock``, ``flock``: the kernel drops it
when its holder dies, however it dies) refuses a second writer with one
line. Whoever holds the lock also removes what dead writers left beside the
target. Taking the lock creates a file next to the target, so a read-only or
missing place is refused before the work starts, not after it.

Every failure to write is :class:`OutputError`: one line naming the target,
exit status 2 (``checker.cli``), never an internal error.
"""

from __future__ import annotations

import ctypes
import errno
import json
import os
import shutil
import tempfile
from contextlib import contextmanager
from pathlib import Path

from checker.arguments import UsageError

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: no lock, the writes are still whole
    fcntl = None


class OutputError(UsageError):
    """A target that cannot be written: a read-only place, a full disk, a
    file where a folder belongs, another writer at work."""

    def __init__(self, target, reason) -> None:
        if isinstance(reason, OSError):
            reason = reason.strerror or str(reason)
        super().__init__(f"cannot write {os.fspath(target)}: {reason}")


#: Errors of the place written to, whatever file they name.
_PLACE_ERRORS = {errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EROFS}


def _place(target) -> Path:
    """``target`` as a name in its folder: ``.`` and ``..`` resolved (they
    have none), and a symbolic link followed (its folder is replaced, not
    the link)."""
    target = Path(target)
    if target.name in ("", ".", "..") or target.is_symlink():
        return target.resolve()
    return target


def _beside(target: Path, kind: str) -> str:
    return f".{target.name}.{kind}"


@contextmanager
def locked(target, together=()):
    """Hold ``target``'s lock file for the block; refuse at once if another
    process holds it. The parent folder is created when missing. The lock
    covers the files named in ``together`` too (written with ``target``,
    :func:`write_texts`): dead writers' leftovers of theirs are removed."""
    target = _place(target)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise OutputError(target, _reason(error)) from None
    path = target.parent / _beside(target, "lock")
    fd = _acquire(target, path)
    try:
        for name in (target.name, *together):
            settle(target.parent / name)
        for name in (target.name, *together):
            _remove_leftovers(target.parent / name)
        yield target
    finally:
        try:
            path.unlink()
        except OSError:
            pass
        os.close(fd)


def _acquire(target: Path, path: Path) -> int:
    while True:
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as error:
            raise OutputError(target, _reason(error)) from None
        if fcntl is None:
            return fd
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as error:
            holder = _holder(fd)
            os.close(fd)
            if error.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
                raise OutputError(target, f"another rulespec{holder} is writing it; wait for it to end or stop it") from None
            raise OutputError(target, _reason(error)) from None
        # The lock file may have been unlinked by its last holder between our
        # open and our flock: then the lock is on a dead file; take it anew.
        try:
            same = os.stat(path).st_ino == os.fstat(fd).st_ino
        except FileNotFoundError:
            same = False
        if same:
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
            return fd
        os.close(fd)


def _holder(fd: int) -> str:
    try:
        pid = os.pread(fd, 32, 0).decode().strip()
    except (OSError, UnicodeDecodeError):
        return ""
    return f" (process {pid})" if pid.isdigit() else ""


def _reason(error: OSError) -> str:
    if error.errno == errno.EEXIST or error.errno == errno.ENOTDIR:
        return f"{error.filename or 'a part of the path'} is a file, not a folder"
    return error.strerror or str(error)


def _remove_leftovers(target: Path) -> None:
    """What killed writers left: temporary files and folders are removed; a
    folder moved aside and never replaced is put back (the two-rename swap)."""
    for stale in sorted(target.parent.glob(_beside(target, "old-*"))):
        if not target.exists() and not target.is_symlink():
            os.rename(stale, target)
        else:
            _remove(stale)
    for stale in target.parent.glob(_beside(target, "tmp-*")):
        _remove(stale)


def _remove(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path, ignore_errors=True)
    else:
        path.unlink(missing_ok=True)


def write_text(target, text) -> None:
    """Replace ``target``'s content with ``text`` (UTF-8; or bytes) all at
    once. The caller holds the lock (:func:`locked`) when other writers may run."""
    write_texts({target: text})


def write_texts(texts: dict) -> None:
    """Replace several files (path -> text or bytes) as one unit: every new
    file is written and synced beside its target first, so a full disk
    changes none of them; with more than one, the journal is the commit
    (see the module's docstring), then the renames follow."""
    written: dict = {}
    target = journal = None
    try:
        for target, text in texts.items():
            target = Path(target)
            fd, written[target] = tempfile.mkstemp(dir=target.parent, prefix=_beside(target, "tmp-"))
            with os.fdopen(fd, "wb") as f:
                f.write(text if isinstance(text, bytes) else text.encode("utf-8"))
                f.flush()
                os.fsync(f.fileno())
            os.chmod(written[target], output_mode())
        if len(written) > 1:
            target = next(iter(written))
            journal = _commit(target, written)
        while written:
            target, tmp = next(iter(written.items()))
            os.replace(tmp, target)
            del written[target]
        if journal is not None:
            journal.unlink()
    except OSError as error:
        raise OutputError(target, _reason(error)) from None
    finally:
        if journal is None:  # not committed: the new files go; committed, they are the next run's to move
            for tmp in written.values():
                Path(tmp).unlink(missing_ok=True)


def _commit(first: Path, written: dict) -> Path:
    """Write the journal of ``written`` (target -> temporary file) beside
    ``first``, synced, and put it in place: the commit point."""
    journal = first.parent / _beside(first, "commit")
    names = [[os.path.relpath(tmp, first.parent), os.path.relpath(target, first.parent)] for target, tmp in written.items()]
    fd, tmp = tempfile.mkstemp(dir=first.parent, prefix=_beside(first, "tmp-"))
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump({"renames": names}, f)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, journal)
    return journal


def settle(target) -> None:
    """Finish what a killed :func:`write_texts` committed with ``target``
    first: the renames its journal names and it did not do. Idempotent, so a
    reader may call it (the result is the same whoever finishes); raises
    :class:`OutputError` when the place cannot be written."""
    target = _place(target)
    journal = target.parent / _beside(target, "commit")
    try:
        renames = json.loads(journal.read_text(encoding="utf-8"))["renames"]
    except FileNotFoundError:
        return
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise OutputError(target, f"unreadable journal {journal.name} of an interrupted write ({error})") from None
    try:
        for tmp, name in renames:
            try:
                os.replace(target.parent / tmp, target.parent / name)
            except FileNotFoundError:
                pass  # moved already
        journal.unlink(missing_ok=True)
    except OSError as error:
        raise OutputError(target, f"cannot finish an interrupted write: {_reason(error)}") from None


def output_mode(base: int = 0o666) -> int:
    """The mode a new file (``base`` 0o666) or folder (0o777) gets from the umask."""
    return base & ~_umask()


def _umask() -> int:
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    mask = os.umask(0o022)  # no other way to read it; set back at once
    os.umask(mask)
    return mask


@contextmanager
def folder(target, replaceable=lambda path: True):
    """Lock ``target``, then give the block an empty temporary folder beside
    it; when the block ends normally the folder takes ``target``'s place in
    one step (the old one, if any, is removed after). ``replaceable(target)``
    is asked first, before any work: it raises to refuse an existing folder.
    An ``OSError`` inside the temporary folder becomes :class:`OutputError`."""
    target = _place(target)
    with locked(target):
        if target.exists() and not target.is_dir():
            raise OutputError(target, "it is a file, not a folder")
        if target.is_dir():
            replaceable(target)
        try:
            tmp = Path(tempfile.mkdtemp(dir=target.parent, prefix=_beside(target, "tmp-")))
            os.chmod(tmp, output_mode(0o777))
        except OSError as error:
            raise OutputError(target, _reason(error)) from None
        try:
            yield tmp
            _swap(tmp, target)
        except OSError as error:
            # Writing into the temporary folder failed (a full disk reports
            # no file name): the place, not a bug of ours.
            name = os.fspath(error.filename) if error.filename else ""
            if name.startswith(os.fspath(tmp)) or error.errno in _PLACE_ERRORS:
                raise OutputError(target, _reason(error)) from None
            raise
        finally:
            _remove(tmp)  # after a swap, the old folder; else the partial new one


def _swap(new: Path, target: Path) -> None:
    """Put ``new`` at ``target``; afterwards ``new`` names the old folder (or nothing)."""
    if not target.exists():
        os.rename(new, target)
        return
    if _exchange(new, target):
        return
    aside = Path(tempfile.mkdtemp(dir=target.parent, prefix=_beside(target, "old-")))
    os.rmdir(aside)  # mkdtemp only chose a free name
    os.rename(target, aside)
    os.rename(new, target)
    os.rename(aside, new)


def _exchange(a: Path, b: Path) -> bool:
    """Linux's atomic exchange of two paths; False where it is not available."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        renameat2 = libc.renameat2
    except (OSError, AttributeError):
        return False
    at_fdcwd, rename_exchange = -100, 2
    if renameat2(at_fdcwd, os.fsencode(a), at_fdcwd, os.fsencode(b), rename_exchange) == 0:
        return True
    code = ctypes.get_errno()
    if code in (errno.EINVAL, errno.ENOSYS, errno.ENOTSUP):
        return False
    raise OSError(code, os.strerror(code), os.fspath(b))
