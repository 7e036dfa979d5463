"""Tasks for the worker-pool tests: module-level, so a spawned worker can import them."""

from __future__ import annotations

import os
import signal
import time


def square_or_die(n: int) -> int:
    """``n * n``; the worker dies (SIGKILL, as from the out-of-memory killer) at 3."""
    if n == 3:
        os.kill(os.getpid(), signal.SIGKILL)
    time.sleep(0.05)
    return n * n


def pid_of_worker(_n: int) -> int:
    return os.getpid()


def fail_at_two(n: int) -> int:
    if n == 2:
        raise ValueError("two is refused")
    return n


def ctrl_c_in_worker(_n: int) -> tuple:
    """How this worker treats Ctrl-C: whether it is still blocked, and its handler."""
    blocked = signal.SIGINT in signal.pthread_sigmask(signal.SIG_BLOCK, [])
    return blocked, signal.getsignal(signal.SIGINT) == signal.SIG_IGN


def square_or_stop(n: int) -> int:
    """``n * n``; the worker stops itself (SIGSTOP, as ``kill -STOP`` would) at 3."""
    if n == 3:
        os.kill(os.getpid(), signal.SIGSTOP)
    time.sleep(0.05)
    return n * n
