"""Files and folders the command line writes: all or nothing, one writer at a time.

A run killed while it writes (Ctrl-C, SIGTERM, the out-of-memory killer, a
full disk) must leave its target as it was or complete, never half new:
a conformance suite whose old index lies over new vectors passes an engine
on vectors it never read. So everything is written into a temporary file or
folder beside the target (same file system, hidden name
``.NAME.tmp-XXXX``) and renamed into place at the end; a folder is swapped
in one step (``renameat2(RENAME_EXCHANGE)`` on Linux, two renames and a
recovery on the next run elsewhere).

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


def write_text(target, text: str) -> None:
    """Replace ``target``'s content with ``text`` (UTF-8) all at once. The
    caller holds the lock (:func:`locked`) when other writers may run."""
    write_texts({target: text})


def write_texts(texts: dict) -> None:
    """Replace several files (path -> text) together: every new file is
    written and synced beside its target first, so a full disk changes none
    of them, and the renames follow one another at once (the catalogue's
    JSON and its Markdown)."""
    written: dict = {}
    target = None
    try:
        for target, text in texts.items():
            target = Path(target)
            fd, written[target] = tempfile.mkstemp(dir=target.parent, prefix=_beside(target, "tmp-"))
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(text)
                f.flush()
                os.fsync(f.fileno())
            os.chmod(written[target], 0o644)
        while written:
            target, tmp = next(iter(written.items()))
            os.replace(tmp, target)
            del written[target]
    except OSError as error:
        raise OutputError(target, _reason(error)) from None
    finally:
        for tmp in written.values():
            Path(tmp).unlink(missing_ok=True)


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
            os.chmod(tmp, 0o755)
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
