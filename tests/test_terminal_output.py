"""What a person sees on a terminal of any width: no table squeezes a
summary into a sliver or cuts an identifier, long runs say what they are
doing only on a terminal, and every long command ends with one summary line
(on stderr when stdout is a document)."""

from __future__ import annotations

import json
from pathlib import Path

from rich.console import Console

import spec
from checker.cli import main
from checker.commands.oracle import print_coverage
from checker.commands.progress import Activity, summary, took

ROOT = Path(__file__).resolve().parent.parent
INDEX = ROOT / "docs" / "catalogue" / "conformance-index.json"


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_editions_at_80_columns_are_a_block_each_with_whole_summaries(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")
    code, out, _ = run(capsys, "editions")
    assert code == 0
    lines = out.splitlines()
    assert max(len(line) for line in lines) <= 80
    assert "┃ what it says" not in out  # not the wide table
    text = " ".join(line.strip() for line in lines)
    for edition in spec.EDITIONS.values():
        assert f"{edition.id} ({edition.date}): {edition.source.title}" in out
        assert edition.summary in text  # whole, only wrapped
    for interp in spec.INTERPRETATIONS.values():
        assert f"{interp.key}: " in out and interp.question in text


def test_editions_at_160_columns_keep_the_table(capsys, monkeypatch):
    monkeypatch.delenv("COLUMNS", raising=False)
    code, out, _ = run(capsys, "editions")
    assert code == 0 and "┃ what it says" in out and max(len(line) for line in out.splitlines()) <= 160


def test_the_sources_are_never_cut_at_the_edge(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")
    code, out, _ = run(capsys, "clauses", "--edition", "c1-rgg")
    assert code == 0 and max(len(line) for line in out.splitlines()) <= 80
    assert "file: 000_b5b7da8525665df2.txt" in out and "https://wikicarpedia.com/car/The_Robbers_(1st_edition)" in out


def test_the_coverage_never_cuts_a_clause_id():
    """At 80 columns the Robbers' eight editions do not fit as a table: one
    line per clause instead; at 160 the table, its clause column as wide as
    the longest id. Every clause id is whole on its line either way."""
    index = json.loads(INDEX.read_text(encoding="utf-8"))
    clauses = {c for config in index["configurations"].values() for c in config["clauses"]}
    for width in (80, 160):
        con = Console(width=width, record=True, file=open("/dev/null", "w"))
        print_coverage(con, index)
        lines = con.export_text().splitlines()
        assert max(len(line) for line in lines) <= width
        for clause in clauses:
            assert any(f" {clause}:" in line or f"│ {clause} " in line for line in lines), (width, clause)
    # The look-alike pairs the old table cut into "scorer-choose…" twice are both there, whole.
    assert "scorer-chooses-marker" in clauses and "scorer-chooses-order" in clauses


def test_progress_shows_only_on_a_terminal(capsys):
    with Activity("check") as activity:
        activity("proving")
    assert capsys.readouterr() == ("", "")


def test_the_summary_line_goes_to_stderr_beside_a_document(capsys):
    summary("oracle", "wrote 3 vectors", document=True)
    summary("oracle", "wrote 3 vectors", document=False)
    out, err = capsys.readouterr()
    assert err == "rulespec oracle: wrote 3 vectors\n" and out == "wrote 3 vectors\n"
    assert took(12.34) == "in 12.3 s" and took(125) == "in 2 min 05 s"


EXAMPLE_TURN = str(ROOT / "examples" / "c1-example-1.json")


def test_a_long_enumeration_says_what_it_does_off_a_terminal(capsys, monkeypatch):
    """Off a terminal (capsys is none) a run past the notice delay (0 here)
    says what it does in one line on stderr, with its time limit and how to
    raise it, and in one more when it ends; stdout stays the document."""
    monkeypatch.setenv("RULESPEC_NOTICE_AFTER", "0")
    code, out, err = run(capsys, "enumerate", EXAMPLE_TURN, "--edition", "c1-hig-2013", "--json")
    assert code == 0 and json.loads(out)["outcomes"]
    lines = err.splitlines()
    assert len(lines) == 2, err
    assert lines[0] == (f"rulespec enumerate: enumerating the legal outcomes of the turn in {EXAMPLE_TURN} "
                        "(time limit 60 s; --timeout SECONDS raises it)")
    assert lines[1].startswith("rulespec enumerate: done in ") and lines[1].endswith(" s")


def test_a_long_judge_says_what_it_does_and_a_stopped_one_says_so(capsys, monkeypatch, tmp_path):
    """A judge cut by its time limit: the notice, then that it stopped, then
    the "unknown" line that says how to raise the limit (exit 1)."""
    from tests.hardening.inputs import OUTCOME

    monkeypatch.setenv("RULESPEC_NOTICE_AFTER", "0")
    claimed = tmp_path / "outcome.json"
    claimed.write_text(json.dumps(OUTCOME))
    code, out, err = run(capsys, "judge", EXAMPLE_TURN, str(claimed), "--edition", "c1-hig-2013", "--timeout", "0.001")
    lines = err.splitlines()
    assert code == 1 and out == "" and len(lines) == 3, err
    assert lines[0] == (f"rulespec judge: enumerating the legal outcomes of the turn in {EXAMPLE_TURN} "
                        "(time limit 0.001 s; --timeout SECONDS raises it)")
    assert lines[1].startswith("rulespec judge: stopped in ")
    assert lines[2] == "rulespec: unknown: the time limit of 0.001 s ran out after 0 outcomes (raise --timeout)"


def test_a_quick_run_off_a_terminal_says_nothing(capsys, monkeypatch):
    """The default delay is seconds: the worked example takes less, so
    nothing is said (and the suite's "never" is not what keeps it quiet)."""
    monkeypatch.setenv("RULESPEC_NOTICE_AFTER", "3600")
    code, out, err = run(capsys, "enumerate", EXAMPLE_TURN, "--edition", "c1-hig-2013", "--json")
    assert code == 0 and err == ""
