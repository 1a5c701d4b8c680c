"""The `jongg` command line: every command, its options and its output.

Where a command lives:

- `commands.py`: the one list of the commands (`COMMANDS`): each command's name and the module that holds it;
  for `score`, `analyse` and `rules` also their argument and options (flags, help texts), from which both
  readers of the command line are made.
- `main.py`: the program's entry point (`jongg = "jongg.cli.main:main"`): reads a plain `jongg score ...`,
  `jongg analyse ...` or `jongg rules ...` with argparse and runs it without importing typer; hands anything
  else to `app.py`.
- `app.py`: the typer command: the root group (lists and loads the commands of `COMMANDS`), the typer commands
  generated for the quick ones, `--lang de` for help texts and parser messages (typer internals: pinned typer).
- `score.py`: `jongg score` (`ScoreArgs`, `run_score`) and the output helpers every command shares (consoles,
  errors in the user's language, `Usage`); `analyse.py`, `rules.py`: `jongg analyse`, `jongg rules`. These
  import neither typer nor rich until they print.
- `options.py`: what the typer commands share (`--lang`); `verify.py`, `play.py` (`play`, `games`, `replay`),
  `demo.py`, `simulate.py`: typer command functions; `sheet.py` (`jongg sheet ...`, the scoresheet) and
  `mjai.py` (`jongg mjai ...`): a `typer.Typer` group of sub-commands each.

The words a command prints are in `jongg.i18n` (`MESSAGES`; German help texts in `HELP_DE`, keyed by the English
help text); the rules themselves are in `jongg.rules` (a rule set's package), never here.

To add a command: write its typer command function (or `typer.Typer` group) in a module of its own here, importing
anything heavy inside the function; add a `Command(name, module, target)` to `COMMANDS` where `jongg --help`
should list it; add the German of its help texts to `jongg.i18n.HELP_DE` (tests/test_cli_lang_help.py checks
that none is missing). To make it start without typer, give it an options' dataclass and a runner raising `Usage`
(as `rules.py`) and declare it with a `Quick` entry instead of a target: its argparse reader and its typer
command are then both made from that entry (tests/test_cli_commands.py checks both against it,
tests/test_cli_fast.py that they answer alike: add the new command's calls there).
"""
