"""Files that are not files, unknown editions, the installed script, the
limits (--max-outcomes, --timeout, Ctrl-C) and reproducible output: one
line and the right exit status, never a traceback."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import spec
from checker.loading import MAX_BYTES
from tests.hardening.inputs import (
    EDITIONS,
    EXAMPLE,
    MANY,
    MILLION,
    OUTCOME,
    ROOT,
    SCENARIO,
    SUBPROCESS_CASES,
    cpu_seconds,
    assert_bad_input,
    rulespec,
    run,
    sigint_at_default,
    write,
)

# --------------------------------------------------------------------------- files that are not files


def test_directory_instead_of_a_file(tmp_path, capsys):
    assert_bad_input(*run(capsys, "enumerate", tmp_path, "--edition", "c1-rgg"), str(tmp_path), "$")
    assert_bad_input(*run(capsys, "judge", EXAMPLE, tmp_path, "--edition", "c1-rgg"), str(tmp_path), "$")
    assert_bad_input(*run(capsys, "judge", tmp_path, tmp_path, "--edition", "c1-rgg"), str(tmp_path), "$")


def test_missing_files(tmp_path, capsys):
    missing = str(tmp_path / "nope.json")
    assert_bad_input(*run(capsys, "enumerate", missing, "--edition", "c1-rgg"), missing, "$")
    assert_bad_input(*run(capsys, "judge", EXAMPLE, missing, "--edition", "c1-rgg"), missing, "$")


def test_file_names_that_would_break_the_line(tmp_path, capsys):
    """A newline or U+2028 in a file name is escaped, not printed raw."""
    for name in ("two\nlines.json", "sep\u2028arated.json", "bell\a.json"):
        path = tmp_path / name
        path.write_text("{")
        code, out, err = run(capsys, "enumerate", path, "--edition", "c1-rgg")
        assert code == 2 and out == "" and len(err.splitlines()) == 1, repr(err)
        assert ": $: invalid JSON" in err


def test_files_over_the_size_limit(tmp_path, capsys):
    big = tmp_path / "big.json"
    big.write_bytes(b'{"x-pad": "' + b"a" * MAX_BYTES + b'"}')
    for argv in (["enumerate", big], ["judge", EXAMPLE, big]):
        code, out, err = run(capsys, *argv, "--edition", "c1-rgg")
        assert_bad_input(code, out, err, str(big), "$")
        assert "too large" in err


@pytest.mark.parametrize(
    "field, value, path",
    [
        ("players", [i if i % 2 else str(i) for i in range(600_000)], "$.players"),  # quadratic uniqueItems
        ("turn", [{"step": "game-end"}] * 250_000, "$.turn"),  # ~0.5 ms per step to validate
        ("markers", {f"p{i}": {"meeple": 0} for i in range(150_000)}, "$.markers"),
        ("turn", [{"step": "score", "events": [{"player": "red", "points": 1}] * 1000}] * 60, "$.turn"),
    ],
    ids=["players", "steps", "markers", "events"],
)
def test_large_files_under_the_size_limit_are_refused_quickly(tmp_path, capsys, field, value, path):
    """Files just under 5 MB that the schema would take minutes to validate."""
    doc = dict(SCENARIO, **{field: value})
    file = tmp_path / "large.json"
    file.write_text(json.dumps(doc, separators=(",", ":")))
    assert file.stat().st_size <= MAX_BYTES
    # The work done, in this process's CPU seconds: other processes on a loaded
    # machine stretch the wall clock, not this (the guard is against minutes of validation).
    start = time.process_time()
    code, out, err = run(capsys, "enumerate", file, "--edition", "c1-rgg")
    assert time.process_time() - start < 15
    assert_bad_input(code, out, err, str(file), path)
    assert "too large" in err


def test_large_extension_fields_are_still_fine(tmp_path, capsys):
    doc = dict(json.loads(EXAMPLE.read_text()), **{"x-board": [{"tile": i} for i in range(100_000)]})
    file = tmp_path / "annotated.json"
    file.write_text(json.dumps(doc))
    code, out, err = run(capsys, "enumerate", file, "--edition", "c1-hig-2013", "--json")
    assert (code, err) == (0, "") and len(json.loads(out)["outcomes"]) == 5


# --------------------------------------------------------------------------- editions


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    edition=st.text(max_size=20).filter(lambda s: not s.startswith("-"))
    | st.sampled_from(EDITIONS).flatmap(lambda e: st.sampled_from(["@", "+", "~", "@2013-13", "+x=y", "~nope"]).map(e.__add__))
)
def test_unknown_editions_are_one_line_and_exit_2(capsys, edition):
    """The scenario is fine; the edition reference is not (it names no file, so no JSON path)."""
    code, out, err = run(capsys, "enumerate", EXAMPLE, "--edition", edition, "--json")
    if code == 0:  # a valid reference after all
        assert edition.strip() in spec.EDITIONS
        return
    assert code == 2 and out == "" and "Traceback" not in err
    assert err.startswith("rulespec: ") and len(err.splitlines()) == 1, repr(err)


# --------------------------------------------------------------------------- through the installed script


@pytest.mark.parametrize("name", list(SUBPROCESS_CASES))
def test_bad_files_through_the_script(tmp_path, name):
    path = tmp_path / f"{name}.json"
    path.write_bytes(SUBPROCESS_CASES[name])
    result = rulespec("enumerate", path, "--edition", "c1-hig-2013", "--json")
    err = result.stderr.decode("utf-8")  # strict: the message itself must be UTF-8
    assert result.returncode == 2, err
    assert result.stdout == b"" and "Traceback" not in err
    assert len(err.splitlines()) == 1 and err.startswith(f"rulespec: {path}: $"), err


def test_directory_and_undecodable_file_name_through_the_script(tmp_path):
    result = rulespec("judge", EXAMPLE, tmp_path, "--edition", "c1-hig-2013")
    assert result.returncode == 2 and result.stdout == b""
    assert result.stderr.decode() == f"rulespec: {tmp_path}: $: is a directory, not a JSON file\n"
    odd = os.fsencode(tmp_path) + b"/caf\xe9.json"  # a Latin-1 name on a UTF-8 system
    with open(odd, "wb") as handle:
        handle.write(b"[]")
    result = subprocess.run(
        [b"rulespec", b"enumerate", odd, b"--edition", b"c1-rgg"], capture_output=True, timeout=120, check=False
    )
    err = result.stderr.decode("utf-8")
    assert result.returncode == 2 and len(err.splitlines()) == 1, err
    assert "caf\\xe9.json: $: a scenario must be a JSON object" in err


# --------------------------------------------------------------------------- limits


def test_max_outcomes_stops_with_one_line_and_exit_1(tmp_path, capsys):
    """Past the limit: exit 1 and one line on stderr; for people, the table
    of the outcomes found first, under a heading that says they are not all;
    for machines (--json), nothing on stdout."""
    file = tmp_path / "many.json"
    file.write_text(json.dumps(MANY))
    for extra in ([], ["--json"]):
        code, out, err = run(capsys, "enumerate", file, "--edition", "c1-hig-2013", "--max-outcomes", "5", *extra)
        assert code == 1, err
        assert len(err.splitlines()) == 1 and "Traceback" not in err
        assert "more than 5 outcomes" in err and "--max-outcomes" in err
        if extra:
            assert out == ""
        else:
            said = " ".join(out.split())
            assert "Only 5 of the legal outcomes under c1-hig-2013 (rulings as of " in said
            assert "the enumeration stopped: more than 5 outcomes (raise --max-outcomes)." in said
            assert [line.split("│")[1].strip() for line in out.splitlines() if line.startswith("│ ") and line.split("│")[1].strip()] == [
                "1", "2", "3", "4", "5"]


def test_max_outcomes_is_not_reached_at_the_exact_count(capsys):
    code, out, _ = run(capsys, "enumerate", EXAMPLE, "--edition", "c1-hig-2013", "--max-outcomes", "5", "--json")
    assert code == 0 and len(json.loads(out)["outcomes"]) == 5
    code, _, err = run(capsys, "enumerate", EXAMPLE, "--edition", "c1-hig-2013", "--max-outcomes", "4")
    assert code == 1 and "more than 4 outcomes" in err


def test_timeout_is_accepted(tmp_path, capsys):
    _, plain, _ = run(capsys, "enumerate", EXAMPLE, "--edition", "c1-hig-2013", "--json")
    code, timed, err = run(capsys, "enumerate", EXAMPLE, "--edition", "c1-hig-2013", "--json", "--timeout", "30")
    assert (code, err) == (0, "") and timed == plain
    legal = write(tmp_path, json.dumps(OUTCOME))
    assert run(capsys, "judge", EXAMPLE, legal, "--edition", "c1-hig-2013", "--timeout", "30")[0] == 0


def test_a_tiny_timeout_ends_in_one_line(tmp_path, capsys):
    """The limit counts from the start, so building the encoding alone uses
    up a millisecond: it stops before the outcome limit is reached."""
    file = tmp_path / "many.json"
    file.write_text(json.dumps(MANY))
    code, out, err = run(
        capsys, "enumerate", file, "--edition", "c1-hig-2013", "--timeout", "0.001", "--max-outcomes", "50"
    )
    assert code == 1 and out == "" and len(err.splitlines()) == 1, err
    assert "unknown: the time limit of 0.001 s ran out after 0 outcomes" in err


def test_ctrl_c_during_solving_is_an_interruption(tmp_path):
    """Z3 catches SIGINT during a check and answers "unknown (canceled)", as
    for its timer: the command line takes the signal back (checker.interrupts)
    so that Ctrl-C ends the run (exit 130, one line), never an "unknown"
    verdict after which the run goes on.

    Each run takes minutes, and the signal goes once the run has used two
    CPU-seconds, well past its imports: a wall-clock wait sent it too early
    on a loaded machine and too late (after a default ``check`` ended) on an
    idle one."""
    file = write(tmp_path, json.dumps(MILLION))
    for argv in (
        ["enumerate", file, "--edition", "c3.1-2025"],
        ["enumerate", file, "--edition", "c3.1-2025", "--timeout", "600"],
        ["check", "--edition", "c3.1-2025", "--rounds", "3", "--events", "4", "--jobs", "1"],  # solving here
    ):
        process = subprocess.Popen(
            ["rulespec", *argv],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=ROOT,
            preexec_fn=sigint_at_default,
        )
        deadline = time.monotonic() + 120
        while process.poll() is None and cpu_seconds(process.pid) < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=60)
        assert (process.returncode, out, err.decode()) == (130, b"", "rulespec: interrupted\n"), argv


def test_the_timeout_bounds_the_whole_enumeration(tmp_path):
    file = write(tmp_path, json.dumps(MILLION))
    result = rulespec("enumerate", file, "--edition", "c3.1-2025", "--timeout", "1", "--max-outcomes", "10000000", "--json")
    err = result.stderr.decode()
    assert result.returncode == 1 and result.stdout == b"" and len(err.splitlines()) == 1, err
    assert "unknown: the time limit of 1 s ran out after" in err and "Traceback" not in err
    # For people, the outcomes found in time, said to be only some of them. The
    # limit counts from the process's start (issue 46), so it leaves the search
    # a few seconds even on a loaded machine: far from a million outcomes.
    result = rulespec("enumerate", file, "--edition", "c3.1-2025", "--timeout", "10", "--max-outcomes", "10000000")
    err, out = result.stderr.decode(), result.stdout.decode()
    assert result.returncode == 1 and len(err.splitlines()) == 1, err
    said = " ".join(out.split())
    assert "of the legal outcomes under c3.1-2025" in said and "the enumeration stopped: the time limit of 10 s ran out" in said


@pytest.mark.parametrize("option, value", [("--timeout", "nan"), ("--timeout", "inf"), ("--timeout", "-1"), ("--max-outcomes", "-1")])
def test_nonsense_limits_are_usage_errors(capsys, option, value):
    code, _, err = run(capsys, "enumerate", EXAMPLE, "--edition", "c1-hig-2013", option, value)
    assert code == 2 and len(err.splitlines()) == 1 and option in err


# --------------------------------------------------------------------------- reproducibility


@pytest.mark.parametrize(
    "example, edition",
    [("c1-example-4", "c1-hig-2013"), ("c3-example-1-placement", "c3-2021"), ("c1-example-3", "c1-zmg-bb4")],
)
def test_enumerate_json_is_byte_identical_across_hash_seeds(example, edition):
    outputs = set()
    for seed in ("0", "1", "4242"):
        env = {k: v for k, v in os.environ.items() if k != "RULESPEC_DEBUG"}
        env["PYTHONHASHSEED"] = seed
        result = rulespec("enumerate", ROOT / "examples" / f"{example}.json", "--edition", edition, "--json", env=env)
        assert result.returncode == 0, result.stderr.decode()
        outputs.add(result.stdout)
    assert len(outputs) == 1
    assert len(json.loads(outputs.pop())["outcomes"]) > 1


def test_enumerate_and_judge_have_a_default_time_limit(tmp_path, capsys, monkeypatch):
    """Without --timeout, enumerate and judge stop at the documented default
    (60 s, said in --help) with the honest "unknown" and how to raise it
    (exit 1). The default is made tiny here, so no test waits a minute."""
    from checker.commands import enumerate as enumerate_command

    assert enumerate_command.DEFAULT_TIMEOUT == 60
    for command in ("enumerate", "judge"):
        with pytest.raises(SystemExit):
            run(capsys, command, "--help")
        said = " ".join(capsys.readouterr().out.split())
        assert "(default 60): past it the answer is 'unknown', exit status 1; a larger value lets a long turn finish" in said
    monkeypatch.setattr(enumerate_command, "DEFAULT_TIMEOUT", 0.001)
    file = tmp_path / "many.json"
    file.write_text(json.dumps(MANY))
    code, out, err = run(capsys, "enumerate", file, "--edition", "c1-hig-2013", "--json")
    assert (code, out) == (1, "") and err == "rulespec: unknown: the time limit of 0.001 s ran out after 0 outcomes (raise --timeout)\n"
    claimed = write(tmp_path, json.dumps(OUTCOME))
    code, out, err = run(capsys, "judge", EXAMPLE, claimed, "--edition", "c1-hig-2013")
    assert (code, out) == (1, "") and err == "rulespec: unknown: the time limit of 0.001 s ran out after 0 outcomes (raise --timeout)\n"
