"""The command line: ``gangs play GAME --help`` lists the game's declared options, ``-o KEY=VALUE``
sets one and the game checks it, ``gangs replay`` tells a record."""

from __future__ import annotations

import json

import pytest
from you_slips import third_person_slips

import gangs
from gangs.cli import main, options_help, parse_options


def _help(capsys, *argv: str) -> str:
    with pytest.raises(SystemExit) as stop:
        main([*argv, "--help"])
    assert stop.value.code == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("key", sorted(gangs.GAMES))
def test_play_game_help_lists_every_option_with_its_default_what_it_allows_and_its_doc(capsys, key):
    text = _help(capsys, "play", key)
    game = gangs.GAMES[key]
    assert game.options, "a game of the registry declares its options"
    for name, option in game.options.items():
        line = next(line for line in text.splitlines() if line.strip().startswith(name + " "))
        assert f"default {option.default!r}" in line and option.allowed() in line
        assert option.doc in " ".join(text.split())
    assert f"{game.min_players} to {game.max_players}" in text
    assert options_help(game) in text                                        # as written, not re-wrapped


def test_play_help_lists_the_games(capsys):
    text = _help(capsys, "play")
    assert all(key in text and game.title in text for key, game in gangs.GAMES.items())


def test_an_option_is_set_and_written_in_the_record(capsys, tmp_path):
    path = tmp_path / "game.json"
    assert main(["play", "street", "--players", "2", "--seed", "4", "-o", "mode=fast", "-o", "max_turns=6",
                 "--save", str(path)]) == 0
    assert "Winner:" in capsys.readouterr().out
    options = json.loads(path.read_text(encoding="utf-8"))["options"]
    assert options["mode"] == "fast" and options["max_turns"] == 6
    assert main(["replay", str(path)]) == 0 and "Winner:" in capsys.readouterr().out


@pytest.mark.parametrize("pair, words", [
    ("mode=quick", ["option mode", "'normal' or 'fast'"]),
    ("max_turns=0", ["option max_turns", "from 1 to 100"]),
    ("karma_return=true", ["option karma_return"]),
    ("colour=red", ["no option colour", "mode"]),
    ("max_turns", ["KEY=VALUE"]),
])
def test_a_bad_option_is_refused_by_the_game_with_what_it_allows(capsys, pair, words):
    assert main(["play", "street", "--players", "2", "--seed", "1", "-o", pair]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and all(word in captured.err for word in words), captured.err


@pytest.mark.parametrize("pair, words", [
    ("mode=quick", ["gangs: l'option mode doit être 'normal' ou 'fast', pas 'quick'"]),
    ("colour=red", ["gangs: street n'a pas d'option colour ; ses options sont mode, "]),
    ("board=/no/such/board.toml", ["gangs: option board : impossible de lire le fichier de plateau "
                                   "'/no/such/board.toml' : "]),
])
def test_a_bad_option_is_refused_in_french(capsys, pair, words):
    assert main(["play", "street", "--players", "2", "--seed", "1", "--lang", "fr", "-o", pair]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and all(word in captured.err for word in words), captured.err


def test_option_values_are_read_as_json_or_as_python_words():
    assert parse_options(["a=true", "b=12", "c=0.25", "d=fast", "e=None", "f=null", "g=False", "h=\"x y\""]) == {
        "a": True, "b": 12, "c": 0.25, "d": "fast", "e": None, "f": None, "g": False, "h": "x y"}
    with pytest.raises(ValueError):
        parse_options(["=3"])


def test_an_unknown_game_is_refused(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["play", "monopoly"])
    assert stop.value.code == 2 and "monopoly" in capsys.readouterr().err


@pytest.mark.parametrize("game", sorted(gangs.GAMES))
def test_replay_as_a_seat_tells_him_in_the_second_person_and_only_what_he_may_read(capsys, tmp_path, game):
    match = gangs.new(game, players=["Ana", "Bot 1", "Bot 2"], seed=6).run()
    path = tmp_path / "ana.json"
    match.record.save(path)
    assert main(["replay", str(path), "--as", "0"]) == 0
    told = capsys.readouterr().out
    assert "You " in told and "Winner" in told
    assert [slip for line in told.splitlines() for slip in third_person_slips(line)] == []
    lines = told.split("\n\n")[0].splitlines()
    assert lines == [e.told(0) for e in match.log if e.readable_by(0, 3)]
    assert main(["replay", str(path)]) == 0
    teacher = capsys.readouterr().out
    assert "Ana " in teacher and len(teacher.split("\n\n")[0].splitlines()) == len(match.log)
    assert main(["replay", str(path), "--as", "3"]) == 2 and "--as" in capsys.readouterr().err
