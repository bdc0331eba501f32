"""What a French game still showed in English (issue 15), now French: each house rule's reason (read from the
game's README and translated in its catalogue), the options' doc lines and the "None" box of the options panel,
the `gangs` command's help and the line `gangs simulate` prints; a list of subjects holding « vous » takes the
second person plural (« Alice et vous gagnez »); a wounded vamp is not « blessé »."""

from __future__ import annotations

import re

import pandas
import pytest

import gangs
from gangs.cli import main, summary_line
from gangs.kernel import catalogs
from gangs.kernel.house import house_reason, house_reasons
from gangs.kernel.lang import game_text, language, missing_translations

ENGLISH = re.compile(r"\b(?:the|and|is|are|with|which|when|would|only|every|must|games?|wins?|players?|"
                     r"default|show)\b")
"""English words no French text of these may hold."""


def _english(texts: dict[str, str]) -> dict[str, list[str]]:
    """The English words of each text, its command-line flags (``--players``) taken out."""
    found = {key: ENGLISH.findall(re.sub(r"--[\w-]+", "", text)) for key, text in texts.items()}
    return {key: words for key, words in found.items() if words}


# -- the house rules' reasons ------------------------------------------------------------------------------------
@pytest.mark.parametrize("key", sorted(gangs.GAMES))
def test_every_house_rule_s_reason_is_told_in_french(key):
    game = gangs.GAMES[key]
    english = house_reasons(game)
    with missing_translations() as missing, language("fr"):
        french = house_reasons(game)
    assert missing == set() and french.keys() == english.keys()
    assert _english(french) == {}
    assert house_reasons(game) == english                                   # English as it was


def test_a_house_rule_opened_in_a_french_log_gives_its_reason_in_french():
    pytest.importorskip("ipywidgets")
    pytest.importorskip("ipycanvas")
    from widgets import Table

    m = gangs.new("chicago", players=["Ana", "Ben"], seed=3, lang="fr", reading="lenient")
    m.force(1).force(2).play("roll")
    m.play("move orange.1 2")
    m.play("pass")
    table = Table(m)
    with language("fr"):
        reason = house_reason(m.game, "lenient")
    assert reason.startswith("La lecture maison d'avant, en option")
    opened = table.event_log.explain("lenient").splitlines()
    assert opened[0] == "Règle lenient (règle maison)" and opened[-2] == "Règle maison : " + reason
    assert opened[-1].startswith("Dans le manuel : §")
    table.speak("en")
    assert table.event_log.explain("lenient").splitlines()[-2] == "House rule: " + house_reason(m.game,
                                                                                                  "lenient")


# -- the options' doc lines --------------------------------------------------------------------------------------
@pytest.mark.parametrize("key", sorted(gangs.GAMES))
def test_the_options_panel_speaks_french(key):
    pytest.importorskip("ipywidgets")
    from widgets.options import OptionControls

    game = gangs.GAMES[key]
    with missing_translations() as missing:
        panel = OptionControls(game, lang="fr")
    assert missing == set() and panel.controls
    assert _english({name: control.tooltip for name, control in panel.controls.items()}) == {}
    assert all(box.description in {"sans limite", "comme imprimé", "le tour du plateau", "aucune"}
               for box in panel.nones.values())            # what no value means for it, in words
    for name, control in panel.controls.items():
        assert control.tooltip != game.options[name].doc
        assert control.tooltip.replace("'", "&#x27;") in panel.docs[name].value
    panel.speak("en")
    from widgets.options import readable
    assert {name: control.tooltip for name, control in panel.controls.items()} == {
        name: readable(game.options[name].doc, name, game.options[name]) for name in panel.controls}
    assert all(box.description in {"no limit", "as printed", "the board's round", "none"}
               for box in panel.nones.values())


# -- the options' refusals -----------------------------------------------------------------------------------------
def test_a_bad_board_file_is_refused_in_the_match_s_language(tmp_path):
    broken = tmp_path / "board.toml"
    broken.write_text("this is = = not toml", encoding="utf-8")
    missing_file = str(tmp_path / "none.toml")
    for key in ("street", "chicago"):
        with pytest.raises(ValueError) as refusal:
            gangs.new(key, 2, seed=1, board=missing_file)
        assert str(refusal.value).startswith(f"option board: cannot read the board file {missing_file!r}: ")
        with pytest.raises(ValueError) as refusal:
            gangs.new(key, 2, seed=1, board=str(broken))
        assert str(refusal.value).startswith(f"option board: the file {str(broken)!r} is not a board: ")
        with missing_translations() as missing:
            with pytest.raises(ValueError) as refusal:
                gangs.new(key, 2, seed=1, board=missing_file, lang="fr")
            assert str(refusal.value).startswith(f"option board : impossible de lire le fichier de plateau "
                                                 f"{missing_file!r} : ")
            with pytest.raises(ValueError) as refusal:
                gangs.new(key, 2, seed=1, board=str(broken), lang="fr")
            assert str(refusal.value).startswith(f"option board : le fichier {str(broken)!r} n'est pas un plateau : ")
        assert missing == set()


@pytest.mark.parametrize("options, english, french", [
    ({"colour": "red", "age": 3}, "ribauds has no option age, colour; its options are ",
     "ribauds n'a pas d'option age, colour ; ses options sont "),
    ([("layout", "carre")], "options are a mapping of names to values, not [('layout', 'carre')]",
     "les options sont un dictionnaire de noms et de valeurs, pas [('layout', 'carre')]"),
])
def test_game_check_options_refuses_in_the_language_in_force(options, english, french):
    game = gangs.GAMES["ribauds"]
    with pytest.raises(ValueError) as refusal:
        game.check_options(options)
    assert str(refusal.value).startswith(english)
    with missing_translations() as missing, language("fr"), pytest.raises(ValueError) as refusal:
        game.check_options(options)
    assert str(refusal.value).startswith(french) and missing == set()


# -- the command line ----------------------------------------------------------------------------------------------
def _help(capsys, *argv: str) -> str:
    with pytest.raises(SystemExit) as stop:
        main([*argv, "--help"])
    assert stop.value.code == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("key", sorted(gangs.GAMES))
def test_the_help_of_gangs_play_speaks_french(capsys, key):
    game = gangs.GAMES[key]
    text = _help(capsys, "play", key, "--lang", "fr")
    assert text.startswith(f"utilisation : gangs play {key} ")
    assert "afficher cette aide et quitter" in text
    assert f"options de {game.title} (à régler avec -o KEY=VALUE) :" in text
    with language("fr"):
        docs = {name: game_text(game, option.doc) for name, option in game.options.items()}
    assert all(doc in text for doc in docs.values())
    assert _english({"help": text.replace(game.title, "")}) == {}


def test_the_help_of_gangs_and_of_gangs_simulate_speak_french(capsys):
    assert _help(capsys, "--lang=fr").startswith("utilisation : gangs [-h]")
    text = _help(capsys, "simulate", "street", "--lang", "fr")
    assert "le joueur ordinateur de chaque place" in text and "pas de barre de progression" in text
    assert _english({"help": text}) == {}


SUMMARY = pandas.DataFrame({"winners": ["Ana", "Ana, Ben"], "ended": ["rules", "max_turns"], "score Ana": [1, 1],
                            "score Ben": [0, 1], "agent Ana": ["greedy", "greedy"], "agent Ben": ["random", "random"]})


def test_the_summary_line_reads_as_before_in_english_and_in_french():
    assert summary_line(SUMMARY, "La Street", 4.0) == ("2 games of La Street in 4.0 s (0.5 games/s); wins: Ana "
                                                       "(greedy) 2, Ben (random) 1; ended by the rules 1, at the "
                                                       "round cap 1")
    with language("fr"):
        assert summary_line(SUMMARY, "La Street", 4.0) == ("2 parties de La Street en 4,0 s (0,5 parties/s) ; "
                                                           "victoires : Ana (greedy) 2, Ben (random) 1 ; fins par "
                                                           "les règles 1, à la limite de tours 1")
        assert summary_line(SUMMARY[:1], "La Street", 0.0).startswith("1 partie de La Street en 0,0 s ; ")


def test_gangs_simulate_prints_its_summary_in_french(capsys):
    assert main(["simulate", "street", "-n", "3", "--players", "2", "--quiet", "--lang", "fr"]) == 0
    line, = capsys.readouterr().out.strip().splitlines()
    assert re.fullmatch(r"3 parties de La Street en \d+,\d s \(\d+,\d parties/s\) ; victoires : Joueur 1 \(random\) "
                        r"\d, Joueur 2 \(random\) \d ; fins par les règles \d, à la limite de tours \d", line), line


# -- French grammar ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("domain", sorted(gangs.GAMES))
def test_winners_with_you_among_them_take_the_second_person_plural(domain):
    """A list of players the reader is among (« Alice, vous et Bob ») is the subject of a verb in the second person
    plural: each "you" form that the French catalogue holds for a field naming several players says « gagnez »,
    « avez », « êtes »... after it, not « gagnent »."""
    from babel.messages.pofile import read_po

    narrator = gangs.GAMES[domain].narrator
    with catalogs.po_path(domain, "fr").open("rb") as f:
        catalog = read_po(f, locale="fr", domain=domain)
    forms = [(m.context[4:], m.string) for m in catalog
             if m.context and m.context[4:] in narrator.seat_lists and m.context.startswith("you:")]
    checked = 0
    for field, strings in forms:
        for text in (strings if isinstance(strings, (tuple, list)) else [strings]):
            after = re.search(r"\{" + field + r"\} (?:ne |n')?(?:vous )?([a-zéèêàç]+)", text)
            if after:
                checked += 1
                assert after.group(1).endswith(("ez", "êtes")), f"{domain}: {text!r}"
    assert checked or not narrator.seat_lists, f"{domain}: no form of a list of players to check"


def test_no_french_game_says_vous_with_a_verb_of_the_third_person_plural():
    third = re.compile(r"(?:\bet vous|, vous|\bVous et [A-Z][\w ]*?) (?:ne |n')?(?:vous )?[a-zéèêàç]+(?:ent|ont)\b")
    slips = []
    for key in ("ribauds", "chicago"):
        for seed in range(4):
            m = gangs.new(key, ["Alice", "Bruno", "Bob"], seed=seed, lang="fr").run()
            for reader in (0, 1):
                slips += [e.told(reader) for e in m.log if third.search(e.told(reader))]
    assert slips == []


def test_a_wounded_vamp_is_not_blesse():
    m = gangs.new("supergang", ["Alice", "Bruno", "Bob"], seed=0, lang="fr").run()
    texts = [e.text for e in m.log]
    assert any(re.match(r"La vamp \w+ reçoit une blessure : direction la clinique", text) for text in texts)
    assert not [text for text in texts if re.search(r"\b[Ll]a vamp \w+ (?:tombe|gît|est) blessé\b", text)]
